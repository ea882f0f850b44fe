import "server-only";
import { newObjectId } from "@/lib/new-object-id";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { CURRENCY } from "@/lib/campaigns/campaign-constants";
import type { CreateCrossPromotionInput } from "./schemas";

/**
 * Operation 4: a house campaign (budget 0 = no cap, PENDING, KRW, every ad promoting the app) and the record
 * linking it to the app, written in the campaign's own transaction. The app must be this organization's (404).
 */
export async function createCrossPromotion(organizationId: string, userId: string, body: CreateCrossPromotionInput) {
  const { promotedAppId, targeting, ...rest } = body;
  const { inventoryTargets, ...campaignTargeting } = targeting;
  const id = newObjectId();
  const campaign = await createCampaign({
    organizationId,
    userId,
    kind: "HOUSE",
    inventoryTargets: inventoryTargets.map((target) => target.organizationId),
    input: { ...rest, targeting: campaignTargeting, cur: CURRENCY, budget: 0, ads: rest.ads.map((ad) => ({ ...ad, promotedAppId })) },
    alsoWrite: (tx, written) =>
      tx.crossPromotion.create({
        data: { id, organizationId, campaignId: written.id, promotedAppId, createdAt: written.createdAt, updatedAt: written.createdAt },
        select: { id: true },
      }),
  });
  const record = {
    id,
    organizationId,
    campaignId: campaign.id,
    promotedAppId,
    createdAt: campaign.createdAt,
    updatedAt: campaign.createdAt,
  };
  return { record, campaign };
}
