import { mediaUrl } from "@/lib/assets/serialize-asset";
import type { Prisma } from "@/lib/db/generated/client";
import { thumbnailSize } from "@/lib/assets/thumbnail-size";
import { bidAnswer, goalAnswer, goalStatusAnswer, type BidColumns } from "./bid-answer";
import { budgetReset } from "./budget-reset";
import { frequencyCapAnswer, scheduleAnswer, type LimitColumns } from "./limit-answer";
import { effectiveStatus, endedByEndAt } from "./effective-status";
import { campaignSchema, type AdReviewStatus, type AdStatus, type Campaign, type Creative } from "./schemas";
import { servingStatus, type ServingFacts } from "./serving-status";
import type { CampaignStatus } from "./statuses";

export type AssetMedia = {
  id: string;
  kind: string;
  mime: string;
  width: number | null;
  height: number | null;
  durationSec: number | null;
  originalKey: string;
  /** The stored WebP preview of an image (null for a video). */
  thumbnailKey: string | null;
};

/** The Creative table's row: the one declaration of a creative's columns the campaign code reads and writes. */
export type StoredCreative = Prisma.CreativeGetPayload<object>;

/** A creative's own columns (what it shows; a hosted image's address), as every read and write of one has them. */
export type CreativeColumns = Pick<StoredCreative, "id" | "kind" | "assetId" | "url" | "width" | "height" | "mime" | "sourceUrl">;

export type CreativeRow = CreativeColumns & {
  /** Why a hosted image's snapshot failed (creative-snapshot.ts); absent on rows written before a job ran. */
  snapshotErrorReason?: string | null;
  snapshotErrorMessage?: string | null;
  asset: AssetMedia | null;
};

export type AdRow = {
  id: string;
  name: string;
  categories: string[];
  cpm: bigint | null;
  productType: string;
  destinationUrl: string | null;
  promotedAppId: string | null;
  status: AdStatus;
  reviewStatus: AdReviewStatus;
  reviewReason: string | null;
  creatives: CreativeRow[];
} & Pick<LimitColumns, "capImpressions" | "capPer">;

export type CampaignRow = BidColumns &
  LimitColumns & {
    id: string;
    organizationId: string;
    kind: string;
    name: string;
    status: CampaignStatus;
    statusReason: string | null;
    startAt: Date;
    startOnApproval: boolean;
    endAt: Date | null;
    budget: bigint;
    budgetRemain: bigint;
    dailyBudget: bigint | null;
    pauseRequested: boolean;
    platforms: string[];
    devices: string[];
    tags: string[];
    locations: string[];
    languages: string[];
    inventoryTargets: string[];
    btags: string[];
    promotedAppIds: string[];
    /** the SKAN identifier (lib/attribution/skan/skan-ids.ts); absent where a read does not select it */
    skanId?: number | null;
    createdAt: Date;
    updatedAt: Date;
    ads: AdRow[];
  };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

type CreativeMediaRow = Pick<CreativeRow, "kind" | "url" | "width" | "height" | "mime" | "asset">;

/**
 * A creative's `image` or `video` as answered: an uploaded asset's (or a stored snapshot's) facts and media url,
 * else the hosted file's. The reviewers' ad queue answers the approved version's creatives the same way.
 */
export function creativeMedia(row: CreativeMediaRow, baseUrl: string): Pick<Creative, "image" | "video"> {
  // An uploaded asset's facts come from the asset (READY when the creative was made, and never changed after).
  const asset = row.asset;
  const width = asset?.width ?? row.width ?? 1;
  const height = asset?.height ?? row.height ?? 1;
  const media = {
    width,
    height,
    mime: asset?.mime ?? row.mime ?? "",
    aspectRatio: round(width / height, 4),
    url: asset ? mediaUrl(baseUrl, asset.originalKey) : (row.url ?? ""),
  };
  if (row.kind === "VIDEO") return { video: { ...media, durationSec: round(asset?.durationSec ?? 0, 3) } };
  return { image: media };
}

/**
 * Extension `thumbnail`: the stored preview of an image creative's asset and its size, for pages that show the
 * creative small (the original can be 1200×628 and more). Absent for a video and for a hosted image not yet stored.
 */
export function creativeThumbnail(asset: AssetMedia | null, baseUrl: string): Pick<Creative, "thumbnail"> {
  if (!asset?.thumbnailKey || !asset.width || !asset.height) return {};
  return { thumbnail: { url: mediaUrl(baseUrl, asset.thumbnailKey), ...thumbnailSize(asset.width, asset.height) } };
}

function serializeCreative(row: CreativeRow, baseUrl: string): Creative {
  const snapshotError =
    row.sourceUrl && !row.assetId && row.snapshotErrorReason
      ? { snapshotError: { reason: row.snapshotErrorReason, message: row.snapshotErrorMessage ?? "" } }
      : {};
  const base = {
    _id: row.id,
    ...(row.assetId ? { assetId: row.assetId } : {}),
    ...(row.sourceUrl ? { sourceUrl: row.sourceUrl } : {}),
    ...snapshotError,
  };
  return { ...base, ...creativeMedia(row, baseUrl), ...creativeThumbnail(row.asset, baseUrl) };
}

/** One ad of a campaign as answered. */
export function serializeAd(ad: AdRow, baseUrl: string) {
  return {
    _id: ad.id,
    cur: "CURRENCY_KRW",
    name: ad.name,
    categories: ad.categories,
    ...(ad.cpm !== null ? { cpm: Number(ad.cpm) } : {}),
    productType: ad.productType,
    creatives: ad.creatives.map((creative) => serializeCreative(creative, baseUrl)),
    ...(ad.destinationUrl ? { destinationUrl: ad.destinationUrl } : {}),
    ...(ad.promotedAppId ? { promotedAppId: ad.promotedAppId } : {}),
    status: ad.status,
    review: {
      status: ad.reviewStatus,
      ...(ad.reviewStatus === "REJECTED" && ad.reviewReason ? { reason: ad.reviewReason } : {}),
    },
    frequencyCap: frequencyCapAnswer(ad),
  };
}

function budgetResetFields(facts: ServingFacts, now: Date) {
  const reset = budgetReset(facts.spentTodayEndsAt, now);
  return { budgetDay: reset.day, budgetResetAt: reset.at.toISOString() };
}

/** A campaign row as the API answers it, with its serving status computed from `facts` at `now`. */
export function serializeCampaign(row: CampaignRow, facts: ServingFacts, baseUrl: string, now = new Date()): Campaign {
  return campaignSchema.parse({
    advertiser: row.organizationId,
    _id: row.id,
    status: effectiveStatus(row, now),
    budgetRemain: Number(row.budgetRemain),
    name: row.name,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt?.toISOString(),
    cur: "CURRENCY_KRW",
    budget: Number(row.budget),
    targeting: {
      platforms: row.platforms,
      devices: row.devices,
      tags: row.tags,
      locations: row.locations,
      languages: row.languages,
      inventoryTargets: row.inventoryTargets.map((organizationId) => ({ organizationId })),
    },
    btags: row.btags,
    ads: row.ads.map((ad) => serializeAd(ad, baseUrl)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    kind: row.kind,
    ...(row.statusReason && row.status === "CAMPAIGN_STATUS_REJECTED" ? { statusReason: row.statusReason } : {}),
    ...(row.dailyBudget !== null ? { dailyBudget: Number(row.dailyBudget) } : {}),
    ...(row.kind === "REGULAR" ? { spentToday: Number(facts.spentToday), ...budgetResetFields(facts, now) } : {}),
    ...(row.pauseRequested && (row.status === "CAMPAIGN_STATUS_PENDING" || row.status === "CAMPAIGN_STATUS_REJECTED")
      ? { pauseRequested: true }
      : {}),
    ...(row.startOnApproval ? { startOnApproval: true } : {}),
    ...(endedByEndAt(row, now) ? { endedByEndAt: true } : {}),
    ...(row.skanId ? { skanId: row.skanId } : {}),
    bid: bidAnswer(row),
    goal: goalAnswer(row),
    goalStatus: goalStatusAnswer(row),
    frequencyCap: frequencyCapAnswer(row),
    schedule: scheduleAnswer(row),
    serving: servingStatus(row, facts, now),
  });
}
