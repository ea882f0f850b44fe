import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { campaignAnswer } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign, distinctPromotedAppIds } from "@/lib/campaigns/campaign-permission";
import { createCampaign as createCampaignRow } from "@/lib/campaigns/create-campaign";
import { campaignSchema, createCampaignBody } from "@/lib/campaigns/schemas";
import { CAMPAIGN_PERMISSIONS, campaignExample, CAMPAIGNS_PATH, CAMPAIGNS_TAG, createCampaignExample } from "./examples";

export const createCampaign = organizationOperation({
  method: "POST",
  path: CAMPAIGNS_PATH,
  operationId: "createCampaign",
  reasons: ["CREATIVE_NOT_READY", "ATTRIBUTION_NOT_SET_UP"],
  operation: 2,
  summary: "Create campaign",
  description:
    "Answers the campaign at CAMPAIGN_STATUS_PENDING (extension draft: true: CAMPAIGN_STATUS_DRAFT, not reviewed, " +
    "served or counted until submitted by POST …/status { status: CAMPAIGN_STATUS_PENDING }) with budgetRemain = budget. Names count characters as a person " +
    "does (an emoji or a Hangul syllable once). Creatives: { image: { assetId } } or { video: { assetId } } for an " +
    "uploaded asset of this organization (404 otherwise; 409 CREATIVE_NOT_READY with assetId when it is not READY or " +
    "not of that kind), or { image: { url, width, height, mime } } for a file hosted elsewhere. promotedAppId must be " +
    "an app of this organization (404). Extension startOnApproval: true starts it as soon as a reviewer approves it, " +
    "instead of at startAt (then left out; approval sets it to that moment). Extension bid and goal (docs/bidding.md): " +
    "bid.amount and each country bid 1 to the budget, a CPI bid needs amount, a country bid only for a country in " +
    "targeting.locations (any when it is empty), all 400 VALIDATION_FAILED; a CPI bid or a goal needs attribution set up for every " +
    "promoted app (400 ATTRIBUTION_NOT_SET_UP). " +
    `Unknown fields (inventoryTargets among them) are 400. ${CAMPAIGN_PERMISSIONS}`,
  tag: CAMPAIGNS_TAG,
  // campaign:create may be scoped to apps, and the apps are in the body: checked once it is parsed.
  permission: null,
  audit: "campaign:create",
  body: createCampaignBody,
  response: campaignSchema,
  errors: [404, 409],
  requestExample: createCampaignExample,
  responseExample: campaignExample,
  run: async ({ organizationId, body, caller, can, req }) => {
    assertCanOnCampaign(can, "campaign:create", organizationId, distinctPromotedAppIds(body.ads));
    const row = await createCampaignRow({ organizationId, userId: actingId(caller), input: body });
    return campaignAnswer(row, publicBaseUrl(requestOrigin(req)));
  },
});
