import "server-only";
import { prisma } from "../db/client";
import { badRequest, notFound } from "../api/errors";
import type { ListAssetsQuery } from "./schemas";

export async function getAssetOrThrow({ id, organizationId }: { id: string; organizationId: string }) {
  const asset = await prisma.asset.findFirst({ where: { id, organizationId } });
  if (!asset) throw notFound("Asset");
  return asset;
}

/** Newest first; the cursor is the last asset id of the previous page. */
export async function listAssets(organizationId: string, query: ListAssetsQuery) {
  let after = {};
  if (query.cursor) {
    const last = await prisma.asset.findFirst({ where: { id: query.cursor, organizationId }, select: { id: true, createdAt: true } });
    if (!last) throw badRequest("cursor is not an asset of this organization", "VALIDATION_FAILED", [{ path: "cursor", message: "Unknown cursor" }]);
    after = { OR: [{ createdAt: { lt: last.createdAt } }, { createdAt: last.createdAt, id: { lt: last.id } }] };
  }
  const rows = await prisma.asset.findMany({
    where: {
      organizationId,
      ...(query.status ? { status: query.status } : {}),
      ...(query.kind ? { kind: query.kind } : {}),
      ...after,
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return { page, nextCursor: rows.length > query.limit ? page[page.length - 1].id : null };
}
