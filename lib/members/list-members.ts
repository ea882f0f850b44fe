import "server-only";
import { prisma } from "@/lib/db/client";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { memberInclude } from "./member-schema";

/** Operation 10: members in the order they joined, a page at a time. */
export async function listMembers(organizationId: string, query: PageQuery) {
  const page = keyset("joinedAt", "asc", query);
  const rows = await prisma.membership.findMany({
    where: { organizationId, ...page.where },
    include: memberInclude,
    orderBy: page.orderBy,
    take: page.take,
  });
  return pageOf(rows, query.limit, "joinedAt");
}
