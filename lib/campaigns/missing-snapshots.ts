import "server-only";
import { conflict } from "@/lib/api/errors";
import type { Tx } from "@/lib/db/client";

/** A hosted creative whose image has not been fetched and stored yet: what would serve is not what was reviewed. */
type MissingSnapshot = { adId: string; adPosition: number; creativeId: string; position: number; url: string };

/**
 * The creatives of these ads that are hosted elsewhere (`url` set) and have no stored snapshot yet (`assetId`
 * null), in ad then position order. An ad with any of them cannot be approved: a reviewer approves the stored
 * copy that serves, never an address whose content may change after the review.
 */
async function missingSnapshots(tx: Tx, adIds: readonly string[]): Promise<MissingSnapshot[]> {
  if (adIds.length === 0) return [];
  const rows = await tx.creative.findMany({
    where: { adId: { in: [...adIds] }, url: { not: null }, assetId: null },
    orderBy: [{ ad: { position: "asc" } }, { position: "asc" }],
    select: { id: true, adId: true, position: true, url: true, ad: { select: { position: true } } },
  });
  return rows.map((row) => ({
    adId: row.adId,
    adPosition: row.ad.position,
    creativeId: row.id,
    position: row.position,
    url: row.url ?? "",
  }));
}

/**
 * 409 CREATIVE_SNAPSHOT_MISSING when any of these ads has a hosted image not stored yet; `details` name each
 * creative (`creatives.N` for one ad's review, `ads.N.creatives.M` for a whole campaign's).
 */
export async function assertSnapshotsStored(tx: Tx, adIds: readonly string[], scope: "ad" | "campaign") {
  const missing = await missingSnapshots(tx, adIds);
  if (missing.length === 0) return;
  const first = missing[0];
  throw conflict(
    `Creative ${first.creativeId} of ad ${first.adId} is hosted at ${first.url} and has no stored snapshot yet: ` +
      "it can be approved once its image has been fetched and stored.",
    "CREATIVE_SNAPSHOT_MISSING",
    {
      details: missing.map((m) => ({
        path: scope === "ad" ? `creatives.${m.position}` : `ads.${m.adPosition}.creatives.${m.position}`,
        message: `creative ${m.creativeId} has no stored snapshot`,
      })),
    },
  );
}
