import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { roleKeys } from "@/lib/roles/query-keys";
import { getRole, listRoles } from "@/lib/operations/roles";
import { systemRolesFirst } from "@/lib/roles/role-order";
import type { Role } from "@/lib/roles/schemas";
import { prefetchJson } from "./server-query-client";

/** Every role of the organization, system roles first, as useRoles reads them (pages of 200 to the end). */
export async function prefetchRoles(organizationId: string): Promise<void> {
  await prefetchJson(roleKeys.list(organizationId), async () => {
    const roles: Role[] = [];
    let cursor: string | undefined;
    do {
      const page = await callOperation(listRoles, { params: { organizationId }, query: { limit: PAGE_SIZES.roles, cursor } });
      roles.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return systemRolesFirst(roles);
  });
}

/** GET roles/{roleId}, as useRole reads it (the role editor); a refusal or a role that is not there is left to the browser. */
export async function prefetchRole(organizationId: string, roleId: string): Promise<void> {
  await prefetchJson(roleKeys.detail(organizationId, roleId), () => callOperation(getRole, { params: { organizationId, roleId } }));
}
