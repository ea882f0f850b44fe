import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { assertMayActOnCampaign } from "@/lib/campaigns/campaign-permission";
import { changeCampaignStatus as changeCampaignStatusRow } from "@/lib/campaigns/change-campaign-status";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { campaignIdParams, campaignSchema, changeCampaignStatusBody } from "@/lib/campaigns/schemas";
import { changedCampaignAnswer } from "./changed-campaign-answer";
import { CAMPAIGN_PATH, CAMPAIGNS_TAG, STATUS_MACHINE } from "./examples";

export const changeCampaignStatus = organizationOperation({
  method: "POST",
  path: `${CAMPAIGN_PATH}/status`,
  operationId: "changeCampaignStatus",
  reasons: ["INVALID_STATUS_TRANSITION", "CREATIVE_SNAPSHOT_MISSING"],
  summary: "Approve, reject, pause, resume or end a campaign",
  description: STATUS_MACHINE,
  tag: CAMPAIGNS_TAG,
  // The permission depends on the move, and the move on the status read under the campaign's lock.
  permission: null,
  allowReviewers: true,
  audit: "campaign:change-status",
  changeEvent: "campaign.updated",
  params: campaignIdParams,
  body: changeCampaignStatusBody,
  response: campaignSchema,
  errors: [404, 409],
  requestExample: { status: "CAMPAIGN_STATUS_REJECTED", reason: "The creative shows a competitor's logo." },
  serving: ({ params }) => ({ campaignIds: [params.campaignId] }),
  run: async ({ organizationId, params, body, caller, can, req }) => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    // Who may ask about this campaign at all comes first; the move and its permission are decided on the status
    // read under the campaign's lock (changeCampaignStatusRow), where a move the machine does not have is 409.
    assertMayActOnCampaign(can, organizationId, campaign.promotedAppIds);
    await changeCampaignStatusRow({
      campaignId: campaign.id,
      organizationId,
      to: body.status,
      reason: body.reason,
      userId: actingId(caller),
      can,
    });
    return changedCampaignAnswer(req, organizationId, campaign.id);
  },
});
