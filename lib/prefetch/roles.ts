import "server-only";
import { paginationQuery } from "@/lib/api/pagination";
import { OBJECT_ID_PATTERN } from "@/lib/ids";
import { getRoleOrThrow } from "@/lib/roles/get-role-or-throw";
import { listRoles } from "@/lib/roles/list-roles";
import { roleKeys } from "@/lib/roles/query-keys";
import { systemRolesFirst } from "@/lib/roles/role-order";
import { serializeRole, type Role } from "@/lib/roles/schemas";
import { prefetchJson } from "./server-query-client";
import { sessionOrganization } from "./session-organization";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Every role of the organization, system roles first, as useRoles reads them (pages of 200 to the end). */
export async function prefetchRoles(organizationId: string): Promise<void> {
  if (!(await sessionOrganization(organizationId)).may("role:read")) return;
  await prefetchJson(roleKeys.list(organizationId), async () => {
    const roles: Role[] = [];
    let cursor: string | undefined;
    do {
      const page = await listRoles(
        organizationId,
        paginationQuery.parse({ limit: String(PAGE_SIZES.roles), ...(cursor ? { cursor } : {}) }),
      );
      roles.push(...page.items.map(serializeRole));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return systemRolesFirst(roles);
  });
}

/** GET roles/{roleId}, as useRole reads it (the role editor); a role that is not there is left to the browser's 404. */
export async function prefetchRole(organizationId: string, roleId: string): Promise<void> {
  if (!OBJECT_ID_PATTERN.test(roleId) || !(await sessionOrganization(organizationId)).may("role:read")) return;
  await prefetchJson(roleKeys.detail(organizationId, roleId), async () =>
    serializeRole(await getRoleOrThrow({ id: roleId, organizationId })),
  );
}
