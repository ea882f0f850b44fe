import "server-only";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { serializeServiceAccount, serviceAccountInclude } from "./service-account-rows";

/** Extension GET service-accounts: oldest first, a page at a time. */
export async function listServiceAccounts(organizationId: string, query: PageQuery) {
  const page = keyset("createdAt", "asc", query);
  const rows = await prisma.serviceAccount.findMany({
    where: { AND: [{ organizationId }, page.where as Prisma.ServiceAccountWhereInput] },
    orderBy: page.orderBy,
    take: page.take,
    include: serviceAccountInclude(),
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map(serializeServiceAccount), nextCursor };
}
