import { Prisma } from "@/lib/db/generated/client";
import { notFound } from "@/lib/api/errors";
import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { campaignRowsWithFacts } from "@/lib/campaigns/campaign-rows";
import { planEntryOf } from "@/lib/campaigns/plan-entry";
import { planExportSchema } from "@/lib/campaigns/plan-schemas";
import { campaignIdParams } from "@/lib/campaigns/schemas";
import { CAMPAIGN_PATH, CAMPAIGNS_TAG } from "./examples";
import { PLAN_FORMAT } from "./plan-format";

export const exportCampaignPlan = organizationOperation({
  method: "GET",
  path: `${CAMPAIGN_PATH}/plan`,
  operationId: "exportCampaignPlan",
  summary: "Export a campaign as a plan",
  description: `A plan of one regular campaign (a house campaign is 404). ${PLAN_FORMAT}`,
  tag: CAMPAIGNS_TAG,
  // campaign:read may be scoped to the apps the campaign promotes: checked once it is loaded.
  permission: null,
  params: campaignIdParams,
  response: planExportSchema,
  errors: [404],
  run: async ({ organizationId, params, can, req }) => {
    const rows = await campaignRowsWithFacts(organizationId, Prisma.sql`c."id" = ${params.campaignId} AND c."kind" = 'REGULAR'`, 1);
    if (!rows.length) throw notFound("Campaign");
    assertCanOnCampaign(can, "campaign:read", organizationId, rows[0].promotedAppIds);
    return { campaigns: answersWithFacts(rows, publicBaseUrl(requestOrigin(req))).map(planEntryOf) };
  },
});
