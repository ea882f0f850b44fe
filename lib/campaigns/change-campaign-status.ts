import "server-only";
import { conflict } from "@/lib/api/errors";
import type { Tx } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { adVersionOf } from "./ad-version";
import { assertSnapshotsStored } from "./missing-snapshots";
import { assertCanOnCampaign, type Can } from "./campaign-permission";
import { recordCampaignEvents } from "./campaign-events";
import { effectiveStatus } from "./effective-status";
import { campaignMoves, type CampaignAction } from "./status-machine";
import type { CampaignStatus } from "./schemas";
import { withLockedCampaign } from "./locked-campaign";
import { storedCampaignStatus } from "./stored-columns";
import { nextRecordTime } from "@/lib/next-record-time";
import { noteRowChanges } from "./campaign-audit";

type StatusChange = {
  campaignId: string;
  organizationId: string;
  to: CampaignStatus;
  reason?: string;
  userId: string;
  /** The caller's permission check: the move found under the lock is authorised with it. */
  can: Can;
};

const transitionConflict = (from: string, to: string) =>
  conflict(`A campaign cannot go from ${from} to ${to}.`, "INVALID_STATUS_TRANSITION");

/** The reason recorded for a move within PENDING when the member gave none. */
const DEFAULT_REASONS: Partial<Record<CampaignAction, string>> = {
  PAUSE_PENDING: "Paused while waiting for review: approval will leave it paused",
  RESUME_PENDING: "Pause withdrawn while waiting for review",
};

/**
 * What a campaign's review does to its ads: approval approves the ads waiting for review (their approved version
 * is what a later change is compared with), rejection rejects them with the reviewer's reason, and resubmission
 * puts the rejected ones back in the queue. Answers the ids of the ads it approved or rejected.
 */
async function reviewAds(tx: Tx, campaignId: string, action: CampaignAction, reason: string | undefined, now: Date): Promise<string[]> {
  if (action === "APPROVE") {
    const ads = await tx.ad.findMany({
      where: { campaignId, reviewStatus: "PENDING" },
      select: { id: true, name: true, categories: true, cpm: true, destinationUrl: true, creatives: { orderBy: { position: "asc" } } },
    });
    // What is approved is what serves: a hosted image must be stored first (409 CREATIVE_SNAPSHOT_MISSING).
    await assertSnapshotsStored(
      tx,
      ads.map((ad) => ad.id),
      "campaign",
    );
    for (const ad of ads) {
      await tx.ad.update({
        where: { id: ad.id },
        data: { reviewStatus: "APPROVED", reviewReason: null, approvedVersion: adVersionOf(ad) },
      });
    }
    return ads.map((ad) => ad.id);
  }
  if (action === "REJECT") {
    const ads = await tx.ad.findMany({ where: { campaignId, reviewStatus: "PENDING" }, select: { id: true } });
    await tx.ad.updateMany({
      where: { id: { in: ads.map((ad) => ad.id) } },
      data: { reviewStatus: "REJECTED", reviewReason: reason ?? null },
    });
    return ads.map((ad) => ad.id);
  }
  if (action === "SUBMIT") {
    // the draft's ads go to review with it, as submitted now
    await tx.ad.updateMany({ where: { campaignId }, data: { reviewStatus: "PENDING", submittedAt: now } });
  }
  if (action === "RESUBMIT") {
    await tx.ad.updateMany({ where: { campaignId, reviewStatus: "REJECTED" }, data: { reviewStatus: "PENDING", submittedAt: now } });
  }
  return [];
}

/** What a move announces: a review decision (with the ads decided with it), or the advertiser's END. */
async function announce(tx: Tx, campaignId: string, organizationId: string, action: CampaignAction, adIds: string[]) {
  if (action === "APPROVE" || action === "REJECT") {
    const decided = action === "APPROVE" ? "approved" : "rejected";
    await recordCampaignEvents(tx, {
      campaignId,
      organizationId,
      type: `campaign.${decided}`,
      ads: { type: `ad.${decided}`, ids: adIds },
    });
  } else if (action === "END") {
    // campaign.ended once: the timed sweep (lib/events/timed-events.ts) skips a campaign it was written for.
    await tx.campaign.update({ where: { id: campaignId }, data: { endedEventAt: new Date() } });
    await recordCampaignEvents(tx, { campaignId, organizationId, type: "campaign.ended" });
  }
}

/**
 * Extension POST /campaign/{id}/status. Under the campaign's row lock the status (and the advertiser's pause
 * request) is read, the moves it allows toward the status asked for found, the first the caller's permission
 * allows taken (approve and reject are the platform reviewer's; the rest need campaign:update on the campaign),
 * then the campaign (and, for a review decision or a resubmission, its ads) changed and the move recorded. A
 * move decided on an earlier read could be another one by now (a Viewer's ACTIVE meant for an active campaign
 * would resume one paused meanwhile). Of two callers acting at once exactly one succeeds: the other waits for the
 * lock, then finds the status already moved and gets 409 INVALID_STATUS_TRANSITION.
 */
export async function changeCampaignStatus({ campaignId, organizationId, to, reason, userId, can }: StatusChange) {
  return withLockedCampaign(
    { campaignId, organizationId },
    { status: true, endAt: true, promotedAppIds: true, pauseRequested: true, startOnApproval: true },
    async (tx, campaign) => {
      const now = new Date();
      const from = effectiveStatus({ status: storedCampaignStatus(campaign.status), endAt: campaign.endAt }, now);
      const moves = campaignMoves({ status: from, pauseRequested: campaign.pauseRequested }, to);
      if (!moves.length) throw transitionConflict(from, to);
      const permitted = (move: (typeof moves)[number]) => {
        try {
          assertCanOnCampaign(can, move.permission, organizationId, campaign.promotedAppIds);
          return true;
        } catch {
          return false;
        }
      };
      const move = moves.find(permitted);
      // None the caller may take: refused as the first of them would be (403 naming its permission).
      if (!move) assertCanOnCampaign(can, moves[0].permission, organizationId, campaign.promotedAppIds);
      const { action, result } = move!;
      const statusReason = result.status === "CAMPAIGN_STATUS_REJECTED" ? (reason ?? null) : null;
      await tx.campaign.update({
        where: { id: campaignId },
        data: {
          status: result.status,
          pauseRequested: result.pauseRequested,
          statusReason,
          // "as soon as it is approved": it starts now
          ...(action === "APPROVE" && campaign.startOnApproval ? { startAt: now, startOnApproval: false } : {}),
        },
      });
      noteRowChanges({ status: from }, { status: result.status });
      const decidedAds = await reviewAds(tx, campaignId, action, reason, now);
      // Keep the campaign's record times strictly increasing so "newest first" is the order the changes happened
      // in, even within one millisecond.
      const previous = await tx.campaignStatusRecord.findFirst({
        where: { campaignId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { createdAt: true },
      });
      const createdAt = nextRecordTime(previous?.createdAt, now);
      const record = await tx.campaignStatusRecord.create({
        data: {
          id: newObjectId(createdAt.getTime()),
          campaignId,
          statusFrom: from,
          statusTo: result.status,
          reason: reason ?? DEFAULT_REASONS[action] ?? null,
          changedById: userId,
          createdAt,
        },
      });
      await announce(tx, campaignId, organizationId, action, decidedAds);
      return record;
    },
  );
}
