import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { withRowLock } from "@/lib/db/row-lock";
import { newObjectId } from "@/lib/new-object-id";
import { assertCanOnCampaign, type Can } from "./campaign-permission";
import { effectiveStatus } from "./effective-status";
import { campaignMove } from "./status-machine";
import type { CampaignStatus } from "./schemas";
import { nextRecordTime } from "@/lib/next-record-time";

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

/**
 * Extension POST /campaign/{id}/status. Under the campaign's row lock the status is read, the move it allows
 * found, the caller's permission for that very move checked (approve and reject are the platform reviewer's;
 * pause, resume and end need campaign:update on the campaign), then the status changed and recorded. A move
 * decided on an earlier read could be another one by now (a Viewer's ACTIVE meant for an active campaign would
 * resume one paused meanwhile). Of two callers acting at once exactly one succeeds: the other waits for the
 * lock, then finds the status already moved and gets 409 INVALID_STATUS_TRANSITION.
 */
export async function changeCampaignStatus({ campaignId, organizationId, to, reason, userId, can }: StatusChange) {
  return withRowLock(
    { table: "Campaign", id: campaignId, organizationId },
    () => notFound("Campaign"),
    async (tx) => {
      const campaign = await tx.campaign.findUniqueOrThrow({
        where: { id: campaignId },
        select: { status: true, endAt: true, promotedAppIds: true },
      });
      const now = new Date();
      const from = effectiveStatus(campaign, now);
      const move = campaignMove(from, to);
      if (!move) throw transitionConflict(from, to);
      assertCanOnCampaign(can, move.permission, organizationId, campaign.promotedAppIds);
      await tx.campaign.update({
        where: { id: campaignId },
        data: { status: to, statusReason: to === "CAMPAIGN_STATUS_REJECTED" ? (reason ?? null) : null },
      });
      // Keep the campaign's record times strictly increasing so "newest first" is the order the changes happened
      // in, even within one millisecond.
      const previous = await tx.campaignStatusRecord.findFirst({
        where: { campaignId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        select: { createdAt: true },
      });
      const createdAt = nextRecordTime(previous?.createdAt, now);
      return tx.campaignStatusRecord.create({
        data: {
          id: newObjectId(createdAt.getTime()),
          campaignId,
          statusFrom: from,
          statusTo: to,
          reason: reason ?? null,
          changedById: userId,
          createdAt,
        },
      });
    },
  );
}
