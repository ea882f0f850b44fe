"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { CreateRoleInput, Role } from "../schemas";
import { roleKeys } from "../query-keys";

/** Extension POST roles. */
export function useCreateRole(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoleInput) => apiFetch<Role>(`/api/core/organization/${organizationId}/roles`, { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.list(organizationId) }),
  });
}
