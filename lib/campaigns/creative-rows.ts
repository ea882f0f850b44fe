import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { ApiError, conflict } from "@/lib/api/errors";
import { newObjectId } from "@/lib/new-object-id";
import type { AssetStatus } from "@/lib/assets/media-types";
import { storedAssetStatus } from "@/lib/assets/stored-columns";
import { creativeAssetSelect } from "./campaign-include";
import type { CreativeInput } from "./schemas";
import type { AssetMedia, CreativeColumns, StoredCreative } from "./serialize-campaign";

// The one place a creative of a request becomes a Creative row: operation 2 (create-campaign.ts) and the ad routes
// (add-ad.ts, update-ad.ts) check the assets their creatives name and build the rows here.

type AssetRef = { assetId: string; kind: "IMAGE" | "VIDEO" };

function assetRef(creative: CreativeInput): AssetRef | null {
  if (creative.image?.assetId) return { assetId: creative.image.assetId, kind: "IMAGE" };
  if (creative.video) return { assetId: creative.video.assetId, kind: "VIDEO" };
  return null;
}

type Db = Pick<Tx, "asset" | "app">;

/** An uploaded asset as a creative answers it (serialize-campaign.ts), with its status. */
type CreativeAsset = AssetMedia & { status: AssetStatus };

/**
 * The uploaded assets the creatives name, in one query. Another organization's asset is 404 (never leak it);
 * one that is not READY, or not of the creative's kind, is 409 CREATIVE_NOT_READY naming it.
 */
export async function loadCreativeAssets(
  organizationId: string,
  creatives: readonly CreativeInput[],
  db: Db = prisma,
): Promise<Map<string, CreativeAsset>> {
  const refs = creatives.map(assetRef).filter((ref): ref is AssetRef => ref !== null);
  if (refs.length === 0) return new Map<string, CreativeAsset>();
  const ids = [...new Set(refs.map((ref) => ref.assetId))];
  const rows = await db.asset.findMany({
    where: { id: { in: ids }, organizationId },
    select: { ...creativeAssetSelect, status: true },
  });
  const assets = new Map<string, CreativeAsset>(rows.map((row) => [row.id, { ...row, status: storedAssetStatus(row.status) }]));
  for (const ref of refs) {
    const asset = assets.get(ref.assetId);
    if (!asset) throw new ApiError(404, `Asset ${ref.assetId} not found`, "NOT_FOUND", { assetId: ref.assetId });
    if (asset.status !== "READY") {
      throw conflict(`Asset ${ref.assetId} is ${asset.status}, not READY: wait until its processing is done.`, "CREATIVE_NOT_READY", {
        assetId: ref.assetId,
      });
    }
    if (asset.kind !== ref.kind) {
      const wanted = ref.kind === "IMAGE" ? "an image" : "a video";
      throw conflict(
        `Asset ${ref.assetId} is not ${wanted}: send it as { ${asset.kind === "IMAGE" ? "image" : "video"}: { assetId } }.`,
        "CREATIVE_NOT_READY",
        { assetId: ref.assetId },
      );
    }
  }
  return assets;
}

/** Every promoted app must be a (not deleted) app of this organization: 404 otherwise. */
export async function assertOwnApps(organizationId: string, appIds: readonly string[], db: Db = prisma) {
  if (appIds.length === 0) return;
  const found = await db.app.findMany({ where: { id: { in: [...appIds] }, organizationId, deletedAt: null }, select: { id: true } });
  const own = new Set(found.map((app) => app.id));
  const missing = appIds.find((id) => !own.has(id));
  if (missing) throw new ApiError(404, `App ${missing} not found`, "NOT_FOUND");
}

export type CreativeInsert = CreativeColumns & Pick<StoredCreative, "adId" | "position" | "createdAt">;

/**
 * The rows of new creatives of one ad, at the given positions (`positions[i]` for `creatives[i]`; in order from
 * 0 when omitted): an uploaded asset by its id, a hosted image by its address and declared size.
 */
export function creativeRowsOf(
  adId: string,
  creatives: readonly CreativeInput[],
  now: Date,
  positions?: readonly number[],
): CreativeInsert[] {
  return creatives.map((creative, index) => {
    const hosted = creative.image && !creative.image.assetId ? creative.image : null;
    return {
      id: newObjectId(now.getTime()),
      adId,
      position: positions?.[index] ?? index,
      kind: creative.video ? "VIDEO" : "IMAGE",
      assetId: assetRef(creative)?.assetId ?? null,
      url: hosted?.url ?? null,
      width: hosted?.width ?? null,
      height: hosted?.height ?? null,
      mime: hosted?.mime ?? null,
      // Kept for good: a snapshot job stores the image it names as an asset, which the creative then serves.
      sourceUrl: hosted?.url ?? null,
      createdAt: now,
    };
  });
}
