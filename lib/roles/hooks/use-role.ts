"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { Role } from "../schemas";
import { roleKeys } from "../query-keys";

/** Extension GET roles/{roleId}. */
export function useRole(organizationId: string, roleId: string, enabled = true) {
  return useQuery({
    queryKey: roleKeys.detail(organizationId, roleId),
    queryFn: ({ signal }) => apiFetch<Role>(`/api/core/organization/${organizationId}/roles/${roleId}`, { signal }),
    enabled,
  });
}
