import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { campaignIdParams, campaignSchema, type Campaign } from "@/lib/campaigns/schemas";
import { CAMPAIGN_PATH, campaignExample, CAMPAIGNS_TAG } from "./examples";
import { readCampaign } from "./read-campaign";

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
  run: async ({ organizationId, params, can, req }): Promise<Campaign> =>
    readCampaign(organizationId, params.campaignId, can, requestOrigin(req)),
});
