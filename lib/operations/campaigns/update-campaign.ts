import { notFound } from "@/lib/api/errors";
import { organizationOperation } from "@/lib/http/operation";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { campaignIdParams, campaignSchema, updateCampaignBody } from "@/lib/campaigns/schemas";
import { updateCampaign as updateCampaignRow } from "@/lib/campaigns/update-campaign";
import { changedCampaignAnswer } from "./changed-campaign-answer";
import { CAMPAIGN_PATH, CAMPAIGNS_TAG } from "./examples";

export const updateCampaign = organizationOperation({
  method: "PATCH",
  path: CAMPAIGN_PATH,
  operationId: "updateCampaign",
  reasons: ["INVALID_STATUS_TRANSITION", "BUDGET_BELOW_SPEND", "CAMPAIGN_STARTED", "BID_TYPE_LOCKED", "ATTRIBUTION_NOT_SET_UP"],
  summary: "Change a regular campaign",
  description:
    "Every member optional; ads change through their own routes. budget cannot go below what was spent (409 BUDGET_BELOW_SPEND); " +
    "dailyBudget caps one UTC day's charged spend (null removes it). startAt, or startOnApproval: true, changes the start " +
    "until the campaign has started (approved and its start reached: 409 CAMPAIGN_STARTED after). A REJECTED campaign may change before it is resubmitted; " +
    "one ENDED only because endAt passed comes back when endAt moves ahead; one its advertiser ended cannot change " +
    "(409 INVALID_STATUS_TRANSITION). Extension bid (members left out keep their value; countries replaces the country " +
    "bids) and goal (replaced whole) are checked against the campaign as the change leaves it: amounts 1 to the budget, " +
    "country bids only for targeted countries (a narrowed targeting.locations must drop their bids too), 400 " +
    "VALIDATION_FAILED; a CPI bid or a goal needs attribution set up for every promoted app (400 ATTRIBUTION_NOT_SET_UP); bid.type " +
    "cannot change once the campaign has spent (409 BID_TYPE_LOCKED). A house campaign is 404 here.",
  tag: CAMPAIGNS_TAG,
  // campaign:update may be scoped to the apps the campaign promotes: checked on the campaign read under its lock.
  permission: null,
  audit: "campaign:update",
  changeEvent: "campaign.updated",
  params: campaignIdParams,
  body: updateCampaignBody,
  response: campaignSchema,
  errors: [404, 409],
  requestExample: { budget: 8000000, endAt: "2027-01-15T23:59:59+09:00" },
  serving: ({ params }) => ({ campaignIds: [params.campaignId] }),
  run: async ({ organizationId, params, body, can, req }) => {
    const { campaignId } = params;
    await updateCampaignRow(campaignId, organizationId, body, {
      admit: (campaign) => {
        // A house campaign changes through its own route.
        if (campaign.kind !== "REGULAR") throw notFound("Campaign");
        assertCanOnCampaign(can, "campaign:update", organizationId, campaign.promotedAppIds);
      },
    });
    return changedCampaignAnswer(req, organizationId, campaignId);
  },
});
