import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { withRowLock } from "@/lib/db/row-lock";
import { newObjectId } from "@/lib/new-object-id";
import { effectiveStatus } from "./effective-status";
import { campaignMove } from "./status-machine";
import type { CampaignStatus } from "./schemas";

type StatusChange = { campaignId: string; organizationId: string; to: CampaignStatus; reason?: string; userId: string };

const transitionConflict = (from: string, to: string) =>
  conflict(`A campaign cannot go from ${from} to ${to}.`, "INVALID_STATUS_TRANSITION");

/**
 * Extension POST /campaign/{id}/status. Under the campaign's row lock the status is read, checked against the
 * machine, changed and recorded, so of two callers acting at once exactly one succeeds: the other waits for the
 * lock, then finds the status already moved and gets 409 INVALID_STATUS_TRANSITION.
 */
export async function changeCampaignStatus({ campaignId, organizationId, to, reason, userId }: StatusChange) {
  return withRowLock(
    { table: "Campaign", id: campaignId, organizationId },
    () => notFound("Campaign"),
    async (tx) => {
      const campaign = await tx.campaign.findUniqueOrThrow({ where: { id: campaignId }, select: { status: true, endAt: true } });
      const now = new Date();
      const from = effectiveStatus(campaign, now);
      if (!campaignMove(from, to)) throw transitionConflict(from, to);
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
      const createdAt = previous && previous.createdAt >= now ? new Date(previous.createdAt.getTime() + 1) : now;
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
