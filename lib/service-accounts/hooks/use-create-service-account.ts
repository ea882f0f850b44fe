"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { apiPath } from "@/lib/api/paths";
import type { CreateServiceAccountInput, ServiceAccount } from "@/lib/service-accounts/schemas";
import { serviceAccountKeys } from "@/lib/service-accounts/query-keys";

/** Extension POST service-accounts: the account and its first key (in this answer only). */
export function useCreateServiceAccount(organizationId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreateServiceAccountInput) =>
      apiFetch<ServiceAccount & { apiKey: string }>(apiPath.organization(organizationId).serviceAccounts(), {
        method: "POST",
        body,
        idempotencyKey: idempotency.for(body),
      }),
    onSuccess: () => {
      idempotency.done();
      return queryClient.invalidateQueries({ queryKey: serviceAccountKeys.all(organizationId) });
    },
  });
}
