import "server-only";
import { houseCampaignAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { findHouseCampaign } from "@/lib/cross-promotions/update-house-campaign";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign, type Can } from "@/lib/campaigns/campaign-permission";
import { getCampaignWithFactsOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import type { Campaign } from "@/lib/campaigns/schemas";

/**
 * Operation 3's answer: the campaign if `can` reads it (404 or 403 otherwise). It sits above both domains
 * because it chooses between them: a house campaign answers through lib/cross-promotions, which builds on
 * lib/campaigns (the campaigns domain never imports cross promotions).
 */
export async function readCampaign(organizationId: string, campaignId: string, can: Can, baseUrl: string): Promise<Campaign> {
  const campaign = await getCampaignWithFactsOrThrow({ id: campaignId, organizationId });
  assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
  // A house campaign's serving also says which inventory targets it cannot show on, as its eligibility does.
  const house = campaign.kind === "HOUSE" ? await findHouseCampaign(organizationId, campaign.id) : null;
  if (house) return (await houseCampaignAnswers(organizationId, [house], baseUrl))[0].campaign;
  return answersWithFacts([campaign], baseUrl)[0];
}
