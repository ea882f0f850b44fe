import "server-only";
import type { Tx } from "@/lib/db/client";

/** A hosted creative whose image has not been fetched and stored yet: what would serve is not what was reviewed. */
type MissingSnapshot = { adId: string; creativeId: string; position: number; url: string };

/**
 * The creatives of these ads that are hosted elsewhere (`url` set) and have no stored snapshot yet (`assetId`
 * null), in ad then position order. An ad with any of them cannot be approved: a reviewer approves the stored
 * copy that serves, never an address whose content may change after the review.
 */
export async function missingSnapshots(tx: Tx, adIds: readonly string[]): Promise<MissingSnapshot[]> {
  if (adIds.length === 0) return [];
  const rows = await tx.creative.findMany({
    where: { adId: { in: [...adIds] }, url: { not: null }, assetId: null },
    orderBy: [{ adId: "asc" }, { position: "asc" }],
    select: { id: true, adId: true, position: true, url: true },
  });
  return rows.map((row) => ({ adId: row.adId, creativeId: row.id, position: row.position, url: row.url ?? "" }));
}
