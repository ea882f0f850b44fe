import { organizationOperation } from "@/lib/http/operation";
import { assertCanOnCampaign } from "@/lib/campaigns/campaign-permission";
import { getCampaignOrThrow } from "@/lib/campaigns/get-campaign-or-throw";
import { campaignIdParams } from "@/lib/campaigns/schemas";
import { buildReport } from "@/lib/delivery/build-report";
import { reportQuery, reportSchema } from "@/lib/delivery/schemas";
import { getOrganizationTimeZone } from "@/lib/organizations/organization-queries";
import { countryReportExample, RATES, REPORT_RANGE, REPORTS_TAG } from "./examples";

export const campaignReport = organizationOperation({
  method: "GET",
  path: "/api/core/organization/{organizationId}/campaign/{campaignId}/report",
  operationId: "campaignReport",
  summary: "Campaign report",
  description:
    REPORT_RANGE +
    "`adId` (ids separated by commas) keeps only those ads. " +
    RATES +
    " Needs campaign:read on the campaign; another organization's campaign is 404.",
  tag: REPORTS_TAG,
  // campaign:read may be scoped to the apps the campaign promotes: checked once it is loaded.
  permission: null,
  allowReviewers: true,
  params: campaignIdParams,
  query: reportQuery,
  response: reportSchema,
  responseExample: countryReportExample,
  run: async ({ organizationId, params, query, can }) => {
    const campaign = await getCampaignOrThrow({ id: params.campaignId, organizationId });
    assertCanOnCampaign(can, "campaign:read", organizationId, campaign.promotedAppIds);
    return buildReport({ organizationId, campaignId: campaign.id, timeZone: await getOrganizationTimeZone(organizationId) }, query);
  },
});
