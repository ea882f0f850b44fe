import "server-only";
import { invalidCursor } from "../api/pagination";
import { prisma } from "../db/client";
import { roleInclude, serializeRole, type RoleList } from "./schemas";

/** Extension GET roles: system roles first (they are made with the organization), then custom ones as created. */
export async function listRoles(organizationId: string, limit: number, cursor?: string): Promise<RoleList> {
  if (cursor && !(await prisma.role.count({ where: { id: cursor, organizationId } }))) throw invalidCursor();
  const rows = await prisma.role.findMany({
    where: { organizationId },
    ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    include: roleInclude,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit + 1,
  });
  const page = rows.slice(0, limit);
  return { items: page.map(serializeRole), nextCursor: rows.length > limit ? page[page.length - 1].id : null };
}
