"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import type { CreateRoleInput, Role } from "@/lib/roles/schemas";
import { roleKeys } from "@/lib/roles/query-keys";

/** Extension POST roles. */
export function useCreateRole(organizationId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: CreateRoleInput) =>
      apiFetch<Role>(apiPath.organization(organizationId).roles(), { method: "POST", body, idempotencyKey: idempotency.for(body) }),
    onSuccess: () => {
      idempotency.done();
      return queryClient.invalidateQueries({ queryKey: roleKeys.list(organizationId) });
    },
  });
}
