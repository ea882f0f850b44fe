import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { campaignAnswer } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { changeCampaignStatus } from "@/lib/campaigns/change-campaign-status";
import { effectiveStatus } from "@/lib/campaigns/effective-status";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { campaignIdParams, changeCampaignStatusBody } from "@/lib/campaigns/schemas";
import { campaignMove } from "@/lib/campaigns/status-machine";

// POST /api/core/organization/{organizationId}/campaign/{campaignId}/status — extension: approve, reject, pause, resume, end
export const POST = withOrganization(
  async ({ organizationId, params, body, caller, can, req }) => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    // Approve and reject are the platform reviewer's; pause, resume and end need campaign:update on the campaign.
    // A move the machine does not have is 409 whoever asks (changeCampaignStatus).
    const move = campaignMove(effectiveStatus(campaign), body.status);
    if (move) assertCanOnCampaign(can, move.permission, organizationId, campaign.promotedAppIds);
    await changeCampaignStatus({ campaignId: campaign.id, organizationId, to: body.status, reason: body.reason, userId: caller.user.id });
    return Response.json(
      await campaignAnswer(await getCampaignOrThrow({ id: campaign.id, organizationId }), publicBaseUrl(requestOrigin(req))),
    );
  },
  { permission: null, allowReviewers: true, params: campaignIdParams, body: changeCampaignStatusBody, audit: "campaign:change-status" },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
