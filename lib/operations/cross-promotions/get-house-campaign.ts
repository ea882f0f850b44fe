import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { houseCampaignAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { houseCampaignIdParams, houseCampaignSchema } from "@/lib/cross-promotions/schemas";
import { getHouseCampaignOrThrow } from "@/lib/cross-promotions/update-house-campaign";
import { CROSS_PROMOTIONS_TAG, ELIGIBILITY, HOUSE_CAMPAIGN_PATH } from "./examples";

export const getHouseCampaign = organizationOperation({
  method: "GET",
  path: `${HOUSE_CAMPAIGN_PATH}/{campaignId}`,
  operationId: "getHouseCampaign",
  summary: "Read house campaign",
  description: `Extension (the console's edit page): the same answer as operation 6, without a change. A regular campaign's id is 404. ${ELIGIBILITY}`,
  tag: CROSS_PROMOTIONS_TAG,
  // house-campaign:read may be scoped to the promoted app: checked once the campaign is loaded.
  permission: null,
  params: houseCampaignIdParams,
  response: houseCampaignSchema,
  errors: [404],
  run: async ({ organizationId, params, can, req }) => {
    const current = await getHouseCampaignOrThrow(organizationId, params.campaignId);
    assertCanOnCampaign(can, "house-campaign:read", organizationId, [current.record.promotedAppId]);
    const [answer] = await houseCampaignAnswers(organizationId, [current], publicBaseUrl(requestOrigin(req)));
    return answer;
  },
});
