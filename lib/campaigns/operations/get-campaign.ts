import { organizationOperation } from "@/lib/api/operation";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignWithFactsOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { campaignIdParams, campaignSchema, type Campaign } from "@/lib/campaigns/schemas";
import { houseCampaignAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { findHouseCampaign } from "@/lib/cross-promotions/update-house-campaign";
import { CAMPAIGN_PATH, campaignExample, CAMPAIGNS_TAG } from "./examples";

export const getCampaign = organizationOperation({
  method: "GET",
  path: CAMPAIGN_PATH,
  operationId: "getCampaign",
  operation: 3,
  summary: "Read campaign",
  description:
    "Image and video creatives carry url, width, height, mime and aspectRatio (and durationSec). Reviewers may read any organization's campaign.",
  tag: CAMPAIGNS_TAG,
  // campaign:read may be scoped to the apps a campaign promotes; reviewers read any campaign they decide on.
  permission: null,
  allowReviewers: true,
  params: campaignIdParams,
  response: campaignSchema,
  errors: [404],
  responseExample: campaignExample,
  run: async ({ organizationId, params, can, req }): Promise<Campaign> => {
    const campaign = await getCampaignWithFactsOrThrow({ id: params.campaignId, organizationId });
    assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
    const baseUrl = publicBaseUrl(requestOrigin(req));
    // A house campaign's serving also says which inventory targets it cannot show on, as its eligibility does.
    const house = campaign.kind === "HOUSE" ? await findHouseCampaign(organizationId, campaign.id) : null;
    if (house) return (await houseCampaignAnswers(organizationId, [house], baseUrl))[0].campaign;
    return answersWithFacts([campaign], baseUrl)[0];
  },
});
