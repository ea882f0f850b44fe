import "server-only";
import { conflict } from "@/lib/api/errors";
import { lockedAd, withCampaignForAdChange, type AdChangeRequest } from "./ad-change";
import type { AdStatus } from "./schemas";
import { noteRowChanges } from "./campaign-audit";

/**
 * Extension POST /campaign/{id}/ad/{adId}/status: pauses or resumes one ad, under the campaign's row lock. The
 * advertiser's intent only: the ad's review does not change. Asking for the status it already has is 409
 * INVALID_STATUS_TRANSITION with nothing written, as for the campaign's own status.
 */
export async function changeAdStatus(request: AdChangeRequest & { adId: string; to: AdStatus }) {
  const { campaignId, adId, to } = request;
  await withCampaignForAdChange(request, async (tx) => {
    const ad = await lockedAd(tx, campaignId, adId);
    if (ad.status === to) throw conflict(`The ad is already ${to}.`, "INVALID_STATUS_TRANSITION");
    const now = new Date();
    await tx.ad.update({ where: { id: adId }, data: { status: to, updatedAt: now } });
    noteRowChanges({ status: ad.status }, { status: to });
    await tx.campaign.update({ where: { id: campaignId }, data: { updatedAt: now } });
  });
}
