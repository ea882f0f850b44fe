import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { houseCampaignAnswers } from "@/lib/cross-promotions/house-campaign-answers";
import { houseCampaignIdParams, updateHouseCampaignBody } from "@/lib/cross-promotions/schemas";
import { getHouseCampaignOrThrow, updateHouseCampaign } from "@/lib/cross-promotions/update-house-campaign";

// PUT /api/core/organization/{organizationId}/house-campaign/{campaignId} — operation 6: update house campaign
export const PUT = withOrganization(
  async ({ organizationId, params, body, can, req }) => {
    const current = await getHouseCampaignOrThrow(organizationId, params.campaignId);
    assertCanOnCampaign(can, "house-campaign:update", organizationId, [current.record.promotedAppId]);
    const updated = await updateHouseCampaign(current, body);
    const [answer] = await houseCampaignAnswers(organizationId, [updated], publicBaseUrl(requestOrigin(req)));
    return Response.json(answer);
  },
  // house-campaign:update may be scoped to the promoted app: checked once the campaign is loaded.
  { permission: null, params: houseCampaignIdParams, body: updateHouseCampaignBody, audit: "house-campaign:update" },
);

// GET /api/core/organization/{organizationId}/house-campaign/{campaignId} — extension: one house campaign with its eligibility
export const GET = withOrganization(
  async ({ organizationId, params, can, req }) => {
    const current = await getHouseCampaignOrThrow(organizationId, params.campaignId);
    assertCanOnCampaign(can, "house-campaign:read", organizationId, [current.record.promotedAppId]);
    const [answer] = await houseCampaignAnswers(organizationId, [current], publicBaseUrl(requestOrigin(req)));
    return Response.json(answer);
  },
  { permission: null, params: houseCampaignIdParams },
);

export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
