import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { listCampaignHistory } from "@/lib/campaigns/list-campaign-history";
import { campaignIdParams, campaignPageQuery } from "@/lib/campaigns/schemas";

// GET /api/core/organization/{organizationId}/campaign/{campaignId}/history — extension: status changes, newest first
export const GET = withOrganization(
  async ({ organizationId, params, query, can }) => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
    return Response.json(await listCampaignHistory(campaign, query));
  },
  { permission: null, allowReviewers: true, params: campaignIdParams, query: campaignPageQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
