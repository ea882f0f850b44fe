"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Role } from "@/lib/roles/schemas";
import { roleKeys } from "@/lib/roles/query-keys";

/** Extension DELETE roles/{roleId}. */
export function useDeleteRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleId: string) => apiFetch<Role>(apiPath.organization(organizationId).role(roleId).self(), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.list(organizationId) }),
  });
}
