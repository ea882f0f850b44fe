"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Role, RoleList } from "@/lib/roles/schemas";
import { roleKeys } from "@/lib/roles/query-keys";
import { systemRolesFirst } from "@/lib/roles/role-order";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET roles: every role of the organization (pages of 200 followed to the end), system roles first. */
export function useRoles(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: roleKeys.list(organizationId),
    queryFn: async ({ signal }) => {
      const roles: Role[] = [];
      let cursor: string | null = null;
      do {
        const page: RoleList = await apiFetch<RoleList>(apiPath.organization(organizationId).roles(), {
          signal,
          query: { limit: PAGE_SIZES.roles, cursor: cursor ?? undefined },
        });
        roles.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor);
      return systemRolesFirst(roles);
    },
    enabled,
  });
}
