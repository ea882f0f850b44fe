import "server-only";
import { prisma } from "../db/client";
import { conflict } from "../api/errors";
import { newObjectId } from "../ids";
import { effectiveStatus } from "./effective-status";
import { campaignMove } from "./status-machine";
import type { CampaignStatus } from "./schemas";

type StatusChange = {
  campaign: { id: string; status: string; endAt: Date | null };
  to: CampaignStatus;
  reason?: string;
  userId: string;
};

const transitionConflict = (from: string, to: string) =>
  conflict(`A campaign cannot go from ${from} to ${to}.`, "INVALID_STATUS_TRANSITION");

/**
 * Extension POST /campaign/{id}/status. The change and its history record are one transaction. The status is
 * changed with an update conditional on the status that was read, so of two callers acting at once exactly one
 * succeeds: the other's update waits for the first to commit, then matches no row.
 */
export async function changeCampaignStatus({ campaign, to, reason, userId }: StatusChange) {
  const from = effectiveStatus(campaign);
  if (!campaignMove(from, to)) throw transitionConflict(from, to);

  return prisma.$transaction(async (tx) => {
    const now = new Date();
    const running = from === "CAMPAIGN_STATUS_ACTIVE" || from === "CAMPAIGN_STATUS_PAUSED";
    const { count } = await tx.campaign.updateMany({
      // A running campaign whose endAt passed meanwhile reads as ENDED: the guard on endAt keeps it so.
      where: { id: campaign.id, status: from, ...(running ? { OR: [{ endAt: null }, { endAt: { gt: now } }] } : {}) },
      data: { status: to, statusReason: to === "CAMPAIGN_STATUS_REJECTED" ? (reason ?? null) : null },
    });
    if (count === 0) {
      throw conflict(`Another change came first: the campaign is no longer ${from}.`, "INVALID_STATUS_TRANSITION");
    }
    // Records of one campaign are written under its row lock (taken by the update): keep their times strictly
    // increasing so "newest first" is the order the changes happened in, even within one millisecond.
    const previous = await tx.campaignStatusRecord.findFirst({
      where: { campaignId: campaign.id },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { createdAt: true },
    });
    const createdAt = previous && previous.createdAt >= now ? new Date(previous.createdAt.getTime() + 1) : now;
    return tx.campaignStatusRecord.create({
      data: { id: newObjectId(createdAt.getTime()), campaignId: campaign.id, statusFrom: from, statusTo: to, reason: reason ?? null, changedById: userId, createdAt },
    });
  });
}
