import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts, campaignAnswer } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignOrThrow, getCampaignWithFactsOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { campaignIdParams, updateCampaignBody } from "@/lib/campaigns/schemas";
import { updateCampaign } from "@/lib/campaigns/update-campaign";
import { houseCampaignAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { findHouseCampaign } from "@/lib/cross-promotions/update-house-campaign";

// GET /api/core/organization/{organizationId}/campaign/{campaignId} — operation 3: read campaign
export const GET = withOrganization(
  async ({ organizationId, params, can, req }) => {
    const campaign = await getCampaignWithFactsOrThrow({ id: params.campaignId, organizationId });
    assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
    const baseUrl = publicBaseUrl(requestOrigin(req));
    // A house campaign's serving also says which inventory targets it cannot show on, as its eligibility does.
    const house = campaign.kind === "HOUSE" ? await findHouseCampaign(organizationId, campaign.id) : null;
    if (house) return Response.json((await houseCampaignAnswers(organizationId, [house], baseUrl))[0].campaign);
    return Response.json(answersWithFacts([campaign], baseUrl)[0]);
  },
  // campaign:read may be scoped to the apps a campaign promotes; reviewers read any campaign they decide on.
  { permission: null, allowReviewers: true, params: campaignIdParams },
);

// PATCH /api/core/organization/{organizationId}/campaign/{campaignId} — extension: change a regular campaign
export const PATCH = withOrganization(
  async ({ organizationId, params, body, can, req }) => {
    const where = { id: params.campaignId, organizationId, kind: "REGULAR" as const };
    const campaign = await getCampaignOrThrow(where);
    assertCanOnCampaign(can, "campaign:update", organizationId, campaign.promotedAppIds);
    await updateCampaign(campaign.id, organizationId, body);
    return Response.json(await campaignAnswer(await getCampaignOrThrow(where), publicBaseUrl(requestOrigin(req))));
  },
  { permission: null, params: campaignIdParams, body: updateCampaignBody, audit: "campaign:update" },
);

export const { POST, PUT, DELETE } = methodsNotAllowed("GET", "PATCH");
