"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { organizationKeys } from "@/lib/organizations/query-keys";
import type { Role, UpdateRoleInput } from "@/lib/roles/schemas";
import { roleKeys } from "@/lib/roles/query-keys";

/** Operation 15. */
export function useUpdateRole(organizationId: string, roleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRoleInput) =>
      apiFetch<Role>(apiPath.organization(organizationId).role(roleId).self(), { method: "PUT", body }),
    onSuccess: (role) => {
      queryClient.setQueryData(roleKeys.detail(organizationId, roleId), role);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.list(organizationId) }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.me(organizationId) }),
      ]);
    },
  });
}
