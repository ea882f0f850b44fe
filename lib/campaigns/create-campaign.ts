import "server-only";
import { badRequest } from "@/lib/api/errors";
import { prisma, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { assignSkanIds } from "@/lib/attribution/skan/skan-ids";
import { insertCampaign } from "./insert-campaign";
import { notifyAssetWorkers } from "@/lib/assets/asset-queue";
import { queueCreativeSnapshots } from "@/lib/assets/creative-snapshot";
import { newObjectId } from "@/lib/new-object-id";
import { assertOwnApps, creativeRowsOf, loadCreativeAssets } from "./creative-rows";
import { assertAttributionSetUp, assertBidValid, NO_BID, nextBidState } from "./bid-rules";
import { distinctPromotedAppIds } from "./campaign-permission";
import type { CampaignRow } from "./serialize-campaign";
import type { CampaignKind, CreateCampaignInput } from "./schemas";
import { capColumns } from "./limit-answer";
import { scheduleColumns } from "./schedule-columns";

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
 * Operation 2 (and the house campaign of a cross promotion): the campaign at PENDING (DRAFT when the advertiser saves
 * it as a draft: not in review until submitted) with budgetRemain = budget,
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
  const promotedAppIds = distinctPromotedAppIds(input.ads);
  const assets = await loadCreativeAssets(
    organizationId,
    input.ads.flatMap((ad) => ad.creatives),
  );
  await assertOwnApps(organizationId, promotedAppIds);
  const bid = nextBidState(NO_BID, input.bid, input.goal);
  assertBidValid(bid, { budget: BigInt(input.budget), locations: input.targeting.locations });
  await assertAttributionSetUp(prisma, bid, promotedAppIds);

  const now = new Date();
  // Started when approved: until then its startAt is when it was asked for (approval moves it to that moment).
  const startAt = input.startAt ?? now;
  if (input.endAt && input.endAt.getTime() <= startAt.getTime()) {
    throw badRequest("endAt must be after the start.", "VALIDATION_FAILED", [{ path: "endAt", message: "must be in the future" }]);
  }
  const campaignId = newObjectId(now.getTime());
  const budget = BigInt(input.budget);
  const campaign = {
    id: campaignId,
    organizationId,
    kind,
    name: input.name,
    status: input.draft ? ("CAMPAIGN_STATUS_DRAFT" as const) : ("CAMPAIGN_STATUS_PENDING" as const),
    statusReason: null,
    startAt,
    startOnApproval: input.startOnApproval === true,
    endAt: input.endAt ?? null,
    cur: "CURRENCY_KRW",
    budget,
    budgetRemain: budget,
    dailyBudget: input.dailyBudget === undefined ? null : BigInt(input.dailyBudget),
    pauseRequested: false,
    platforms: input.targeting.platforms,
    devices: input.targeting.devices,
    tags: input.targeting.tags,
    locations: input.targeting.locations,
    languages: input.targeting.languages,
    inventoryTargets,
    btags: input.btags,
    promotedAppIds,
    bid,
    ...capColumns(input.frequencyCap ?? null),
    ...(await scheduleColumns(prisma, organizationId, input.schedule ?? null)),
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
    ...capColumns(ad.frequencyCap ?? null),
    createdAt: now,
  }));
  const creatives = input.ads.flatMap((ad, adIndex) => creativeRowsOf(ads[adIndex].id, ad.creatives, now));

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
  // A campaign promoting an iOS app has its SKAN identifier from the start (the campaign page shows it).
  const { bid: written, ...row } = campaign;
  const withSkanId = { ...row, ...written, goalCheck: null, skanId: null as number | null };
  await assignSkanIds(prisma, [withSkanId], now);

  // The answer is built from what was written, without reading it back.
  return {
    ...withSkanId,
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
