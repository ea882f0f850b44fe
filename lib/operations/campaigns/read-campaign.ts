import "server-only";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign, type Can } from "@/lib/campaigns/campaign-permission";
import { getCampaignWithFactsOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import type { Campaign } from "@/lib/campaigns/schemas";
import { houseCampaignAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { findHouseCampaign } from "@/lib/cross-promotions/update-house-campaign";

/** One campaign as operation 3 answers it, once the caller may read it (404 for another organization's). */
export async function readCampaign(organizationId: string, campaignId: string, can: Can, origin: string): Promise<Campaign> {
  const campaign = await getCampaignWithFactsOrThrow({ id: campaignId, organizationId });
  assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
  const baseUrl = publicBaseUrl(origin);
  // A house campaign's serving also says which inventory targets it cannot show on, as its eligibility does.
  const house = campaign.kind === "HOUSE" ? await findHouseCampaign(organizationId, campaign.id) : null;
  if (house) return (await houseCampaignAnswers(organizationId, [house], baseUrl))[0].campaign;
  return answersWithFacts([campaign], baseUrl)[0];
}
