import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { campaignAnswer } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { readCampaign } from "@/lib/campaigns/operations/read-campaign";
import { campaignIdParams, updateCampaignBody } from "@/lib/campaigns/schemas";
import { updateCampaign } from "@/lib/campaigns/update-campaign";

// GET /api/core/organization/{organizationId}/campaign/{campaignId} — operation 3: read campaign
export const GET = withOrganization(
  async ({ organizationId, params, can, req }) =>
    Response.json(await readCampaign(organizationId, params.campaignId, can, publicBaseUrl(requestOrigin(req)))),
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
