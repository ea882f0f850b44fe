import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { houseCampaignAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { houseCampaignIdParams, houseCampaignSchema, updateHouseCampaignBody } from "@/lib/cross-promotions/schemas";
import { getHouseCampaignOrThrow, updateHouseCampaign as updateHouseCampaignRows } from "@/lib/cross-promotions/update-house-campaign";
import {
  CROSS_PROMOTIONS_TAG,
  ELIGIBILITY,
  HOUSE_CAMPAIGN_PATH,
  HOUSE_CAMPAIGN_PERMISSIONS,
  updatedHouseCampaignExample,
  updateHouseCampaignExample,
} from "./examples";

export const updateHouseCampaign = organizationOperation({
  method: "PUT",
  path: `${HOUSE_CAMPAIGN_PATH}/{campaignId}`,
  operationId: "updateHouseCampaign",
  reasons: ["INVALID_STATUS_TRANSITION", "BUDGET_BELOW_SPEND"],
  operation: 6,
  summary: "Update house campaign",
  description:
    "name, targeting (all five arrays and at least one inventory target) and btags are required; budget caps the value " +
    "of reported delivery (not below what it already used: 409 BUDGET_BELOW_SPEND); endAt after startAt, null clears it. " +
    "Ads are fixed. A regular campaign's id is 404 here (and PATCH campaign is 404 for a house campaign); an ENDED or " +
    `REJECTED campaign is 409 INVALID_STATUS_TRANSITION. ${ELIGIBILITY} ${HOUSE_CAMPAIGN_PERMISSIONS}`,
  tag: CROSS_PROMOTIONS_TAG,
  // house-campaign:update may be scoped to the promoted app: checked once the campaign is loaded.
  permission: null,
  audit: "house-campaign:update",
  params: houseCampaignIdParams,
  body: updateHouseCampaignBody,
  response: houseCampaignSchema,
  errors: [404, 409],
  requestExample: updateHouseCampaignExample,
  responseExample: updatedHouseCampaignExample,
  serving: ({ params }) => ({ campaignIds: [params.campaignId] }),
  run: async ({ organizationId, params, body, can, req }) => {
    const current = await getHouseCampaignOrThrow(organizationId, params.campaignId);
    assertCanOnCampaign(can, "house-campaign:update", organizationId, [current.record.promotedAppId]);
    const updated = await updateHouseCampaignRows(current, body);
    const [answer] = await houseCampaignAnswers(organizationId, [updated], publicBaseUrl(requestOrigin(req)));
    return answer;
  },
});
