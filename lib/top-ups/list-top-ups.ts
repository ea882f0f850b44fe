import "server-only";
import { notFound } from "../api/errors";
import { afterKeyset, pageOf, type Keyset } from "../api/keyset-cursor";
import { prisma } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { serializeTopUp } from "./serialize-top-up";
import type { TopUpList } from "./schemas";

type Page = { limit: number; cursor?: Keyset };

/** The organization's top-up requests, newest first. */
export async function listTopUps(organizationId: string, { limit, cursor }: Page): Promise<TopUpList> {
  const rows = await prisma.topUp.findMany({
    where: { organizationId, ...(afterKeyset("createdAt", cursor, "desc") as Prisma.TopUpWhereInput) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (row) => row.createdAt);
  return { items: page.map(serializeTopUp), nextCursor };
}

export async function getTopUp(organizationId: string, topUpId: string) {
  const row = await prisma.topUp.findFirst({ where: { id: topUpId, organizationId } });
  if (!row) throw notFound("Top-up");
  return serializeTopUp(row);
}

/** Extension GET /api/core/review/top-ups: every organization's open requests, oldest first, for reviewers. */
export async function listOpenTopUps({ limit, cursor }: Page) {
  const rows = await prisma.topUp.findMany({
    where: { status: "TOP_UP_STATUS_REQUESTED", ...(afterKeyset("createdAt", cursor, "asc") as Prisma.TopUpWhereInput) },
    include: { organization: { select: { name: true } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: limit + 1,
  });
  const { page, nextCursor } = pageOf(rows, limit, (row) => row.createdAt);
  return { items: page.map((row) => ({ ...serializeTopUp(row), organizationName: row.organization.name })), nextCursor };
}
