"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { ServiceAccountKey } from "@/lib/service-accounts/schemas";
import { serviceAccountKeys } from "@/lib/service-accounts/query-keys";

type KeyRef = { serviceAccountId: string; keyId: string };

/** Extension DELETE …/keys/{keyId}: the key stops working at once. */
export function useRevokeServiceAccountKey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceAccountId, keyId }: KeyRef) =>
      apiFetch<ServiceAccountKey>(apiPath.organization(organizationId).serviceAccount(serviceAccountId).key(keyId).self(), {
        method: "DELETE",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountKeys.all(organizationId) }),
  });
}
