"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Role } from "@/lib/roles/schemas";
import { roleKeys } from "@/lib/roles/query-keys";

/** Extension GET roles/{roleId}. */
export function useRole(organizationId: string, roleId: string, enabled = true) {
  return useQuery({
    queryKey: roleKeys.detail(organizationId, roleId),
    queryFn: ({ signal }) => apiFetch<Role>(apiPath.organization(organizationId).role(roleId).self(), { signal }),
    enabled,
  });
}
