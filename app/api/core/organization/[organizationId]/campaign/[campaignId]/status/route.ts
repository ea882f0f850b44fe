import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { campaignAnswer } from "@/lib/campaigns/campaign-answers";
import { assertMayActOnCampaign } from "@/lib/campaigns/campaign-permission";
import { changeCampaignStatus } from "@/lib/campaigns/change-campaign-status";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { campaignIdParams, changeCampaignStatusBody } from "@/lib/campaigns/schemas";

// POST /api/core/organization/{organizationId}/campaign/{campaignId}/status — extension: approve, reject, pause, resume, end
export const POST = withOrganization(
  async ({ organizationId, params, body, caller, can, req }) => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    // Who may ask about this campaign at all comes first; the move and its permission are decided on the status
    // read under the campaign's lock (changeCampaignStatus), where a move the machine does not have is 409.
    assertMayActOnCampaign(can, organizationId, campaign.promotedAppIds);
    await changeCampaignStatus({
      campaignId: campaign.id,
      organizationId,
      to: body.status,
      reason: body.reason,
      userId: caller.user.id,
      can,
    });
    return Response.json(
      await campaignAnswer(await getCampaignOrThrow({ id: campaign.id, organizationId }), publicBaseUrl(requestOrigin(req))),
    );
  },
  { permission: null, allowReviewers: true, params: campaignIdParams, body: changeCampaignStatusBody, audit: "campaign:change-status" },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
