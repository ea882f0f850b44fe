import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { newObjectId } from "@/lib/new-object-id";
import { nextRecordTime } from "@/lib/next-record-time";
import { adVersionOf, adVersionSchema, changedAdFields } from "./ad-version";
import type { AD_REVIEW_DECISIONS } from "./ad-review-schemas";
import { assertSnapshotsStored } from "./missing-snapshots";
import { recordCampaignEvents } from "./campaign-events";
import { UNAPPROVED_CAMPAIGN_STATUSES } from "./statuses";
import { withLockedCampaign } from "./locked-campaign";

type AdReview = {
  campaignId: string;
  organizationId: string;
  adId: string;
  to: (typeof AD_REVIEW_DECISIONS)[number];
  reason?: string;
  userId: string;
};

/** Campaigns whose ads are decided with the campaign (in review), or never again (an explicit END). */
const NO_AD_REVIEW = new Set<string>([...UNAPPROVED_CAMPAIGN_STATUSES, "CAMPAIGN_STATUS_ENDED"]);

/**
 * Extension POST /campaign/{campaignId}/ad/{adId}/review. Under the campaign's row lock (the lock every change
 * of the campaign's ads takes) the ad is read: only a PENDING ad of a campaign approved before is decided here,
 * anything else is 409 INVALID_STATUS_TRANSITION with nothing written. Of two reviewers deciding at once exactly
 * one succeeds: the other waits for the lock, then finds the ad decided. Approving stores the version decided on
 * as the ad's approved version, which the next round is compared with; an ad whose hosted image has no stored
 * snapshot cannot be approved (409 CREATIVE_SNAPSHOT_MISSING). Each decision is recorded in the campaign's
 * history with the fields that changed since the previous approved version.
 */
export async function reviewAd({ campaignId, organizationId, adId, to, reason, userId }: AdReview) {
  return withLockedCampaign({ campaignId, organizationId }, { status: true }, async (tx, campaign) => {
    const ad = await tx.ad.findFirst({
      where: { id: adId, campaignId },
      include: { creatives: { orderBy: { position: "asc" } } },
    });
    if (!ad) throw notFound("Ad");
    if (ad.reviewStatus !== "PENDING") {
      throw conflict(`Ad ${adId} is ${ad.reviewStatus}, not PENDING: there is nothing to decide.`, "INVALID_STATUS_TRANSITION");
    }
    if (NO_AD_REVIEW.has(campaign.status)) {
      throw conflict(
        `The campaign is ${campaign.status}: its ads are decided with the campaign, not one at a time.`,
        "INVALID_STATUS_TRANSITION",
      );
    }
    if (to === "APPROVED") await assertSnapshotsStored(tx, [adId], "ad");
    const previous = ad.approvedVersion === null ? null : adVersionSchema.parse(ad.approvedVersion);
    const current = adVersionOf(ad);
    const now = new Date();
    await tx.ad.update({
      where: { id: adId },
      data:
        to === "APPROVED"
          ? { reviewStatus: "APPROVED", reviewReason: null, approvedVersion: current, updatedAt: now }
          : { reviewStatus: "REJECTED", reviewReason: reason ?? null, updatedAt: now },
    });
    // The campaign's record times stay strictly increasing, so "newest first" is the order things happened in.
    const last = await tx.campaignStatusRecord.findFirst({
      where: { campaignId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { createdAt: true },
    });
    const createdAt = nextRecordTime(last?.createdAt, now);
    await tx.campaignStatusRecord.create({
      data: {
        id: newObjectId(createdAt.getTime()),
        campaignId,
        adId,
        statusFrom: "PENDING",
        statusTo: to,
        reason: reason ?? null,
        changedById: userId,
        changes: changedAdFields(previous, current),
        createdAt,
      },
    });
    const type = to === "APPROVED" ? "ad.approved" : "ad.rejected";
    await recordCampaignEvents(tx, { campaignId, organizationId, ads: { type, ids: [adId] } });
  });
}
