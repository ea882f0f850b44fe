"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { serviceAccountKeys } from "@/lib/service-accounts/query-keys";

/** Extension DELETE service-accounts/{id}: the account and all its keys. */
export function useDeleteServiceAccount(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceAccountId: string) =>
      apiFetch(apiPath.organization(organizationId).serviceAccount(serviceAccountId).self(), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceAccountKeys.all(organizationId) }),
  });
}
