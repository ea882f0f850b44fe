import "server-only";
import { prisma } from "@/lib/db/client";
import { pageOf, type PageQuery } from "@/lib/api/pagination";
import { reviewQueueOrder } from "@/lib/review/queue";
import { adVersionOf, adVersionSchema, changedAdFields, type AdVersion } from "./ad-version";
import { adReviewItemSchema, type AdReviewQueue, type ApprovedAdVersion } from "./ad-review-schemas";
import { creativeAssetSelect } from "./campaign-include";
import { effectiveStatus } from "./effective-status";
import { UNAPPROVED_CAMPAIGN_STATUSES } from "./statuses";
import { creativeMedia, creativeThumbnail, serializeAd, type AssetMedia } from "./serialize-campaign";
import { readAdRow, storedCampaignStatus } from "./stored-columns";

/**
 * Campaign statuses whose PENDING ads are not the ad queue's: a campaign in review (PENDING, or REJECTED until it
 * is resubmitted) has its ads decided with it, and an explicit END is final. A campaign ENDED only because its
 * endAt passed stays: extending endAt revives it.
 */
const NOT_IN_AD_QUEUE = [...UNAPPROVED_CAMPAIGN_STATUSES, "CAMPAIGN_STATUS_ENDED"];

/** The ads the reviewers' ad queue lists (countReviewQueues counts the same rows). */
const pendingAdWhere = { reviewStatus: "PENDING", campaign: { status: { notIn: NOT_IN_AD_QUEUE } } };

/** The approved version as answered: each creative's media url resolved as the ad's own creatives' are. */
function approvedVersionAnswer(version: AdVersion, assets: Map<string, AssetMedia>, baseUrl: string): ApprovedAdVersion {
  return {
    name: version.name,
    categories: version.categories,
    ...(version.cpm !== null ? { cpm: version.cpm } : {}),
    ...(version.destinationUrl ? { destinationUrl: version.destinationUrl } : {}),
    creatives: version.creatives.map((creative) => {
      const asset = (creative.assetId && assets.get(creative.assetId)) || null;
      return {
        ...(creative.assetId ? { assetId: creative.assetId } : {}),
        ...creativeMedia({ ...creative, asset }, baseUrl),
        ...creativeThumbnail(asset, baseUrl),
      };
    }),
  };
}

/**
 * Extension GET /api/core/review/ads: every organization's ads waiting for review in campaigns approved before
 * (a new ad, or one whose creatives or destination changed), oldest submission first, each with the version
 * last approved and the fields that differ from it.
 */
export async function listAdReviewQueue(query: PageQuery, baseUrl: string): Promise<AdReviewQueue> {
  const order = reviewQueueOrder(query);
  const rows = await prisma.ad.findMany({
    where: { ...pendingAdWhere, ...order.where },
    include: {
      creatives: { orderBy: { position: "asc" }, include: { asset: { select: creativeAssetSelect } } },
      campaign: {
        select: { id: true, name: true, status: true, endAt: true, organizationId: true, organization: { select: { name: true } } },
      },
    },
    orderBy: order.orderBy,
    take: order.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "submittedAt");
  const approved = new Map(items.map((ad) => [ad.id, ad.approvedVersion === null ? null : adVersionSchema.parse(ad.approvedVersion)]));
  const assetIds = [...approved.values()].flatMap((version) => version?.creatives.map((c) => c.assetId) ?? []).filter((id) => id !== null);
  const assets = new Map(
    (assetIds.length
      ? await prisma.asset.findMany({ where: { id: { in: [...new Set(assetIds)] } }, select: creativeAssetSelect })
      : []
    ).map((asset) => [asset.id, asset]),
  );
  const now = new Date();
  return {
    items: items.map((row) => {
      const ad = readAdRow(row);
      const campaignStatus = storedCampaignStatus(ad.campaign.status);
      const version = approved.get(ad.id) ?? null;
      return adReviewItemSchema.parse({
        organizationId: ad.campaign.organizationId,
        organizationName: ad.campaign.organization.name,
        status: ad.reviewStatus,
        submittedAt: ad.submittedAt.toISOString(),
        campaign: {
          _id: ad.campaign.id,
          name: ad.campaign.name,
          status: effectiveStatus({ status: campaignStatus, endAt: ad.campaign.endAt }, now),
        },
        ad: serializeAd(ad, baseUrl),
        approvedVersion: version && approvedVersionAnswer(version, assets, baseUrl),
        changes: changedAdFields(version, adVersionOf(ad)),
      });
    }),
    nextCursor,
  };
}
