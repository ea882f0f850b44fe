import "server-only";
import { notFound } from "@/lib/api/errors";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { prisma } from "@/lib/db/client";
import { serializeTopUp } from "./serialize-top-up";
import type { TopUpList } from "./schemas";

/** The organization's top-up requests, newest first. */
export async function listTopUps(organizationId: string, query: PageQuery): Promise<TopUpList> {
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.topUp.findMany({ where: { organizationId, ...page.where }, orderBy: page.orderBy, take: page.take });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map(serializeTopUp), nextCursor };
}

export async function getTopUp(organizationId: string, topUpId: string) {
  const row = await prisma.topUp.findFirst({ where: { id: topUpId, organizationId } });
  if (!row) throw notFound("Top-up");
  return serializeTopUp(row);
}

/** Extension GET /api/core/review/top-ups: every organization's open requests, oldest first, for reviewers. */
export async function listOpenTopUps(query: PageQuery) {
  const page = keyset("createdAt", "asc", query);
  const rows = await prisma.topUp.findMany({
    where: { status: "TOP_UP_STATUS_REQUESTED", ...page.where },
    include: { organization: { select: { name: true } } },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map((row) => ({ ...serializeTopUp(row), organizationName: row.organization.name })), nextCursor };
}
