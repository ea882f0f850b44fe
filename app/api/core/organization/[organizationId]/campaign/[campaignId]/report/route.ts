import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { campaignIdParams } from "@/lib/campaigns/schemas";
import { buildReport } from "@/lib/delivery/build-report";
import { reportQuery } from "@/lib/delivery/schemas";

// GET /api/core/organization/{organizationId}/campaign/{campaignId}/report — extension: delivery and spend by day / ad
export const GET = withOrganization(
  async ({ organizationId, params, query, can }) => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
    return Response.json(await buildReport({ organizationId, campaignId: campaign.id }, query));
  },
  { permission: null, allowReviewers: true, params: campaignIdParams, query: reportQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
