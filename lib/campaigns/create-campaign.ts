import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { insertCampaign } from "./insert-campaign";
import { ApiError, conflict } from "@/lib/api/errors";
import { notifyAssetWorkers } from "@/lib/assets/asset-worker";
import { queueCreativeSnapshots } from "@/lib/assets/creative-snapshot";
import { newObjectId } from "@/lib/new-object-id";
import { creativeAssetSelect } from "./campaign-include";
import { distinctPromotedAppIds } from "./campaign-permission";
import type { CampaignRow } from "./serialize-campaign";
import type { CampaignKind, CreateCampaignInput, CreativeInput } from "./schemas";

type AssetRef = { assetId: string; kind: "IMAGE" | "VIDEO" };

function assetRef(creative: CreativeInput): AssetRef | null {
  if (creative.image?.assetId) return { assetId: creative.image.assetId, kind: "IMAGE" };
  if (creative.video) return { assetId: creative.video.assetId, kind: "VIDEO" };
  return null;
}

/**
 * The uploaded assets the creatives name, in one query. Another organization's asset is 404 (never leak it);
 * one that is not READY, or not of the creative's kind, is 409 CREATIVE_NOT_READY naming it.
 */
async function loadCreativeAssets(organizationId: string, refs: AssetRef[]) {
  if (refs.length === 0) return new Map();
  const ids = [...new Set(refs.map((ref) => ref.assetId))];
  const rows = await prisma.asset.findMany({
    where: { id: { in: ids }, organizationId },
    select: { ...creativeAssetSelect, status: true },
  });
  const assets = new Map(rows.map((row) => [row.id, row]));
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
async function assertOwnApps(organizationId: string, appIds: string[]) {
  if (appIds.length === 0) return;
  const found = await prisma.app.findMany({ where: { id: { in: appIds }, organizationId, deletedAt: null }, select: { id: true } });
  const own = new Set(found.map((app) => app.id));
  const missing = appIds.find((id) => !own.has(id));
  if (missing) throw new ApiError(404, `App ${missing} not found`, "NOT_FOUND");
}

type CreateCampaignRequest = {
  organizationId: string;
  userId: string;
  input: CreateCampaignInput;
  kind?: CampaignKind;
  /** House campaigns: the organizations whose inventory they serve on. */
  inventoryTargets?: string[];
  /** Rows that belong with the campaign (a cross promotion's record), written in its transaction. */
  alsoWrite?: (tx: Tx, campaign: { id: string; createdAt: Date }) => Promise<unknown>;
};

/**
 * Operation 2 (and the house campaign of a cross promotion): the campaign at PENDING with budgetRemain = budget,
 * its ads and creatives, and the history's first record, in one statement whatever the number of ads; with hosted
 * images, their snapshot jobs in the same transaction.
 */
export async function createCampaign({
  organizationId,
  userId,
  input,
  kind = "REGULAR",
  inventoryTargets = [],
  alsoWrite,
}: CreateCampaignRequest): Promise<CampaignRow> {
  const creativeRefs = input.ads.flatMap((ad) => ad.creatives.map(assetRef).filter((ref): ref is AssetRef => ref !== null));
  const promotedAppIds = distinctPromotedAppIds(input.ads);
  const assets = await loadCreativeAssets(organizationId, creativeRefs);
  await assertOwnApps(organizationId, promotedAppIds);

  const now = new Date();
  const campaignId = newObjectId(now.getTime());
  const budget = BigInt(input.budget);
  const campaign = {
    id: campaignId,
    organizationId,
    kind,
    name: input.name,
    status: "CAMPAIGN_STATUS_PENDING",
    statusReason: null,
    startAt: input.startAt,
    endAt: input.endAt ?? null,
    cur: "CURRENCY_KRW",
    budget,
    budgetRemain: budget,
    platforms: input.targeting.platforms,
    devices: input.targeting.devices,
    tags: input.targeting.tags,
    locations: input.targeting.locations,
    languages: input.targeting.languages,
    inventoryTargets,
    btags: input.btags,
    promotedAppIds,
    createdById: userId,
    createdAt: now,
    updatedAt: now,
  };
  const ads = input.ads.map((ad, position) => ({
    id: newObjectId(now.getTime()),
    campaignId,
    position,
    name: ad.name,
    cur: "CURRENCY_KRW",
    categories: ad.categories,
    cpm: ad.cpm === undefined ? null : BigInt(ad.cpm),
    productType: ad.productType,
    destinationUrl: ad.destinationUrl ?? null,
    promotedAppId: ad.promotedAppId ?? null,
    createdAt: now,
  }));
  const creatives = input.ads.flatMap((ad, adIndex) =>
    ad.creatives.map((creative, position) => {
      const hosted = creative.image && !creative.image.assetId ? creative.image : null;
      return {
        id: newObjectId(now.getTime()),
        adId: ads[adIndex].id,
        position,
        kind: creative.video ? "VIDEO" : "IMAGE",
        assetId: assetRef(creative)?.assetId ?? null,
        url: hosted?.url ?? null,
        width: hosted?.width ?? null,
        height: hosted?.height ?? null,
        mime: hosted?.mime ?? null,
        // Kept for good: a snapshot job (below) stores the image it names as an asset, which the creative then serves.
        sourceUrl: hosted?.url ?? null,
        createdAt: now,
      };
    }),
  );

  const record = { id: newObjectId(now.getTime()), changedById: userId };
  const hosted = creatives.some((creative) => creative.sourceUrl !== null);
  if (alsoWrite || hosted) {
    await transaction(async (tx) => {
      await insertCampaign(tx, campaign, ads, creatives, record);
      // The snapshot jobs commit with the creatives, or not at all.
      await queueCreativeSnapshots(tx, organizationId, creatives);
      await alsoWrite?.(tx, { id: campaignId, createdAt: now });
    });
    if (hosted) notifyAssetWorkers();
  } else await insertCampaign(prisma, campaign, ads, creatives, record);

  // The answer is built from what was written, without reading it back.
  return {
    ...campaign,
    ads: ads.map((ad) => ({
      ...ad,
      status: "AD_STATUS_ACTIVE",
      reviewStatus: "PENDING",
      reviewReason: null,
      creatives: creatives
        .filter((c) => c.adId === ad.id)
        .map((c) => ({ ...c, asset: c.assetId ? (assets.get(c.assetId) ?? null) : null })),
    })),
  };
}
