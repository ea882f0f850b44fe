import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { campaignAnswer } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { duplicateCampaign as duplicateCampaignRow } from "@/lib/campaigns/duplicate-campaign";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { campaignIdParams, campaignSchema } from "@/lib/campaigns/schemas";
import { CAMPAIGN_PATH, CAMPAIGNS_TAG, campaignExample } from "./examples";

export const duplicateCampaign = organizationOperation({
  method: "POST",
  path: `${CAMPAIGN_PATH}/duplicate`,
  operationId: "duplicateCampaign",
  reasons: ["CREATIVE_NOT_READY", "ATTRIBUTION_NOT_SET_UP"],
  summary: "Duplicate a regular campaign",
  description:
    "Answers a new CAMPAIGN_STATUS_DRAFT campaign (submitted for review by POST …/status { status: " +
    "CAMPAIGN_STATUS_PENDING }) with the same ads (creatives on the same assets or hosted " +
    'addresses; each ad active and waiting for review), targeting, btags, budget, dailyBudget, bid and goal, named "Copy of ' +
    '<name>" cut to 40 characters. startAt is kept when still ahead, else now; endAt is kept when still after that ' +
    "start, else removed. Needs campaign:read on the campaign and campaign:create on the apps it promotes. A house " +
    "campaign is 404 here.",
  tag: CAMPAIGNS_TAG,
  // both permissions may be scoped to the apps the campaign promotes: checked once it is loaded.
  permission: null,
  audit: "campaign:create",
  params: campaignIdParams,
  response: campaignSchema,
  errors: [404, 409],
  responseExample: { ...campaignExample, name: "Copy of Winter puzzle push", status: "CAMPAIGN_STATUS_DRAFT" },
  run: async ({ organizationId, params, caller, can, req }) => {
    const source = await getCampaignOrThrow({ id: params.campaignId, organizationId, kind: "REGULAR" });
    assertCanOnCampaign(can, "campaign:read", organizationId, source.promotedAppIds);
    assertCanOnCampaign(can, "campaign:create", organizationId, source.promotedAppIds);
    const row = await duplicateCampaignRow(source, organizationId, actingId(caller));
    return campaignAnswer(row, publicBaseUrl(requestOrigin(req)));
  },
});
