import "server-only";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/api/errors";
import { keyset, pageOf } from "@/lib/api/pagination";
import type { ListAssetsQuery } from "./schemas";

export async function getAssetOrThrow({ id, organizationId }: { id: string; organizationId: string }) {
  const asset = await prisma.asset.findFirst({ where: { id, organizationId } });
  if (!asset) throw notFound("Asset");
  return asset;
}

/** Newest first, filtered by status and kind. */
export async function listAssets(organizationId: string, { status, kind, ...query }: ListAssetsQuery) {
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.asset.findMany({
    where: { organizationId, ...(status ? { status } : {}), ...(kind ? { kind } : {}), ...page.where },
    orderBy: page.orderBy,
    take: page.take,
  });
  return pageOf(rows, query.limit, "createdAt");
}
