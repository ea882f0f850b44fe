import "server-only";
import { conflict } from "@/lib/api/errors";
import { queueCreativeSnapshots } from "@/lib/assets/creative-snapshot";
import { newObjectId } from "@/lib/new-object-id";
import { withCampaignForAdChange, recordAdReview, type AdChangeRequest } from "./ad-change";
import { adVersionOf, changedAdFields } from "./ad-version";
import { ADS_MAX } from "./campaign-constants";
import { assertCanOnCampaign, distinctPromotedAppIds } from "./campaign-permission";
import { assertOwnApps, creativeRowsOf, loadCreativeAssets } from "./creative-rows";
import type { CreateCampaignInput } from "./schemas";
import { capColumns } from "./limit-answer";
import { noteAuditChanges } from "@/lib/audit/changes";

type AdInput = CreateCampaignInput["ads"][number];

/**
 * Extension POST /campaign/{id}/ad: appends one ad (after the last), under the campaign's row lock. Its assets
 * are checked as operation 2 checks them, its promoted app must be the organization's and the caller's
 * (campaign:update on it too), and a campaign holds at most ADS_MAX ads (409 ADS_LIMIT_REACHED). The new ad is
 * PENDING review: with its campaign while that is in review, alone (recorded in the history) once the campaign
 * was approved, while the approved ads keep serving.
 */
export async function addAd(request: AdChangeRequest & { input: AdInput }) {
  const { campaignId, organizationId, userId, can, input } = request;
  return withCampaignForAdChange(request, async (tx, campaign) => {
    if (input.promotedAppId) assertCanOnCampaign(can, "campaign:update", organizationId, [input.promotedAppId]);
    const ads = await tx.ad.aggregate({ where: { campaignId }, _count: { _all: true }, _max: { position: true } });
    if (ads._count._all >= ADS_MAX) {
      throw conflict(`The campaign already has ${ads._count._all} ads, the most it can hold (${ADS_MAX}).`, "ADS_LIMIT_REACHED");
    }
    await loadCreativeAssets(organizationId, input.creatives, tx);
    if (input.promotedAppId) await assertOwnApps(organizationId, [input.promotedAppId], tx);

    const now = new Date();
    const adId = newObjectId(now.getTime());
    const creatives = creativeRowsOf(adId, input.creatives, now);
    const ad = {
      name: input.name,
      categories: input.categories,
      cpm: input.cpm === undefined ? null : BigInt(input.cpm),
      destinationUrl: input.destinationUrl ?? null,
    };
    await tx.ad.create({
      data: {
        id: adId,
        campaignId,
        position: (ads._max.position ?? -1) + 1,
        ...ad,
        cur: "CURRENCY_KRW",
        productType: input.productType,
        promotedAppId: input.promotedAppId ?? null,
        ...capColumns(input.frequencyCap ?? null),
        status: "AD_STATUS_ACTIVE",
        reviewStatus: "PENDING",
        submittedAt: now,
        createdAt: now,
        updatedAt: now,
      },
    });
    await tx.creative.createMany({ data: creatives });
    // The entry's target is the campaign: the ad it gained, by name.
    noteAuditChanges({ ads: { from: null, to: input.name } });
    // Hosted images are copied in the background; the jobs commit with the creatives.
    await queueCreativeSnapshots(tx, organizationId, creatives);
    // The campaign's promoted apps are its ads' (campaign-permission.ts): the new ad's joins them.
    const promotedAppIds = distinctPromotedAppIds([...campaign.promotedAppIds.map((promotedAppId) => ({ promotedAppId })), input]);
    await tx.campaign.update({ where: { id: campaignId }, data: { promotedAppIds, updatedAt: now } });
    if (!campaign.inReview) {
      const changes = changedAdFields(null, adVersionOf({ ...ad, creatives }));
      await recordAdReview(tx, { campaignId, adId, from: null, changes, userId, now });
    }
    return adId;
  });
}
