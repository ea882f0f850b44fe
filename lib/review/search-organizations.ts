import "server-only";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { prisma } from "@/lib/db/client";

/**
 * Every organization whose name holds `q` (or the one `id`), oldest first, so a platform reviewer can pick one by
 * name: its name is all a reviewer reads of an organization's record.
 */
export async function searchOrganizations({ q, id, ...query }: PageQuery & { q?: string; id?: string }) {
  const page = keyset("createdAt", "asc", query);
  const rows = await prisma.organization.findMany({
    where: { ...(q ? { name: { contains: q, mode: "insensitive" as const } } : {}), ...(id ? { id } : {}), ...page.where },
    select: { id: true, name: true, createdAt: true },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map((row) => ({ _id: row.id, name: row.name, createdAt: row.createdAt.toISOString() })), nextCursor };
}
