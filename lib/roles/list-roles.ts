import "server-only";
import { prisma } from "@/lib/db/client";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { roleInclude } from "./schemas";

/** Extension GET roles: system roles first (they are made with the organization), then custom ones as created. */
export async function listRoles(organizationId: string, query: PageQuery) {
  const page = keyset("createdAt", "asc", query);
  const rows = await prisma.role.findMany({
    where: { organizationId, ...page.where },
    include: roleInclude,
    orderBy: page.orderBy,
    take: page.take,
  });
  return pageOf(rows, query.limit, "createdAt");
}
