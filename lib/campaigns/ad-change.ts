import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { Tx } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { nextRecordTime } from "@/lib/next-record-time";
import type { AdVersion } from "./ad-version";
import { assertCanOnCampaign, type Can } from "./campaign-permission";
import type { AdReviewStatus } from "./schemas";
import { UNAPPROVED_CAMPAIGN_STATUSES, type CampaignStatus } from "./statuses";
import { readAdRow, storedCampaignStatus } from "./stored-columns";
import { withLockedCampaign } from "./locked-campaign";

// What every change of one ad shares: the campaign's row lock, the caller authorised on what is read under it,
// the campaign's status checked, and the history record of an ad's trip to review.

export type AdChangeRequest = { campaignId: string; organizationId: string; userId: string; can: Can };

type LockedCampaign = {
  id: string;
  status: CampaignStatus;
  promotedAppIds: string[];
  /**
   * Whether the campaign itself is in review (PENDING, or REJECTED before any approval: a campaign is rejected
   * only from PENDING). Its ads are then reviewed with it, not one by one.
   */
  inReview: boolean;
};

/**
 * Runs `work` under the campaign's row lock once the caller may change it: a house campaign is 404 (it changes
 * through operation 6 only), campaign:update is needed on every app the campaign promotes, and a campaign its
 * advertiser ENDED is final (409 INVALID_STATUS_TRANSITION). One ended by its endAt still takes changes.
 */
export function withCampaignForAdChange<T>(
  { campaignId, organizationId, can }: AdChangeRequest,
  work: (tx: Tx, campaign: LockedCampaign) => Promise<T>,
): Promise<T> {
  return withLockedCampaign(
    { campaignId, organizationId },
    { id: true, kind: true, status: true, promotedAppIds: true },
    async (tx, campaign) => {
      if (campaign.kind !== "REGULAR") throw notFound("Campaign");
      assertCanOnCampaign(can, "campaign:update", organizationId, campaign.promotedAppIds);
      const status = storedCampaignStatus(campaign.status);
      if (status === "CAMPAIGN_STATUS_ENDED") {
        throw conflict("The campaign was ended: its ads cannot change any more.", "INVALID_STATUS_TRANSITION");
      }
      return work(tx, { ...campaign, status, inReview: UNAPPROVED_CAMPAIGN_STATUSES.includes(status) });
    },
  );
}

/** The ad of this campaign, with its creatives in order, read under the campaign's lock; 404 otherwise. */
export async function lockedAd(tx: Tx, campaignId: string, adId: string) {
  const ad = await tx.ad.findFirst({ where: { id: adId, campaignId }, include: { creatives: { orderBy: { position: "asc" } } } });
  if (!ad) throw notFound("Ad");
  return readAdRow(ad);
}

type AdReviewRound = {
  campaignId: string;
  adId: string;
  /** The ad's review status before (null for a new ad). */
  from: AdReviewStatus | null;
  changes: (keyof AdVersion)[];
  userId: string;
  now: Date;
};

/** Records an ad's submission to review in the campaign's history: who, from which review status, what changed. */
export async function recordAdReview(tx: Tx, { campaignId, adId, from, changes, userId, now }: AdReviewRound) {
  const previous = await tx.campaignStatusRecord.findFirst({
    where: { campaignId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { createdAt: true },
  });
  const createdAt = nextRecordTime(previous?.createdAt, now);
  await tx.campaignStatusRecord.create({
    data: {
      id: newObjectId(createdAt.getTime()),
      campaignId,
      adId,
      statusFrom: from,
      statusTo: "PENDING" satisfies AdReviewStatus,
      changes,
      changedById: userId,
      createdAt,
    },
  });
}
