"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { ServiceAccountKey } from "@/lib/service-accounts/schemas";
import { serviceAccountKeys } from "@/lib/service-accounts/query-keys";

type KeyRef = { serviceAccountId: string; keyId: string };

/** Extension POST …/keys/{keyId}/rotate: the new key, in this answer only. */
export function useRotateServiceAccountKey(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceAccountId, keyId, overlapHours }: KeyRef & { overlapHours: number }) =>
      apiFetch<{ apiKey: string; key: ServiceAccountKey; previous: ServiceAccountKey }>(
        apiPath.organization(organizationId).serviceAccount(serviceAccountId).key(keyId).rotate(),
        { method: "POST", body: { overlapHours } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountKeys.all(organizationId) }),
  });
}
