import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { loadServingForecast } from "@/lib/operations/campaigns/load-serving-forecast";
import { campaignForecastSchema, campaignIdParams } from "@/lib/campaigns/schemas";
import { organizationTarget } from "@/lib/permissions/statements";
import { CAMPAIGN_PATH, CAMPAIGNS_TAG } from "./examples";
import { readCampaign } from "./read-campaign";

export const campaignForecast = organizationOperation({
  method: "GET",
  path: `${CAMPAIGN_PATH}/forecast`,
  operationId: "campaignForecast",
  summary: "Campaign serving forecast",
  description:
    "When a running campaign stops serving at the last 7 days' pace, and why: its remaining budget at its own pace (a daily " +
    "budget caps the pace; it never stops the campaign for good), the organization's balance at every campaign's pace, or its " +
    "end date, whichever comes first. Its own route, so the campaign list and the campaign stay as cheap to read as they are. " +
    "Needs campaign:read on the campaign; another organization's campaign is 404.",
  tag: CAMPAIGNS_TAG,
  // campaign:read may be scoped to the apps the campaign promotes: checked once it is loaded.
  permission: null,
  allowReviewers: true,
  params: campaignIdParams,
  response: campaignForecastSchema,
  errors: [404],
  responseExample: {
    campaignId: "6745a1f0c2b8e4d1a9f03c21",
    stopsAt: "2026-12-03T09:30:00.000Z",
    reason: "BALANCE",
    pace: 120000,
    organizationPace: 300000,
    from: "2026-11-20",
    to: "2026-11-26",
  },
  run: async ({ organizationId, params, can, req }) => {
    const campaign = await readCampaign(organizationId, params.campaignId, can, requestOrigin(req));
    return loadServingForecast(campaign, can("balance:read", organizationTarget(organizationId)));
  },
});
