import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { listCampaigns as listCampaignRows, type DeliverySums } from "@/lib/campaigns/list-campaigns";
import { cohortListMetrics } from "@/lib/campaigns/list-cohort-sums";
import { campaignReadScope } from "@/lib/campaigns/read-scope";
import { campaignListSchema, listCampaignsQuery, type CampaignListItem } from "@/lib/campaigns/schemas";
import { withRates } from "@/lib/delivery/rates";
import { CAMPAIGN_PERMISSIONS, CAMPAIGNS_PATH, CAMPAIGNS_TAG } from "./examples";

export const listCampaigns = organizationOperation({
  method: "GET",
  path: CAMPAIGNS_PATH,
  operationId: "listCampaigns",
  summary: "List campaigns",
  description:
    "Newest first, keyset pages: { items, nextCursor } (nextCursor null on the last page). Filters: status (as read), " +
    "name (contains, ignoring case), promotedAppId, kind (REGULAR by default). With include=metrics each campaign " +
    "carries `metrics`, its delivery over the UTC days from..to (default the last 30) as the organization's report " +
    "counts it, and what the app's attribution partner attributed to it (attributedInstalls of those days' install " +
    "hours, attributedCpi, roasD7 in percent); sort=spend|impressions|clicks|installs|ctr|ecpm|cpi|attributedCpi|roasD7 " +
    "orders the list by one of them (order=desc by default; campaigns without delivery count 0, rates with a divisor of " +
    "0 come last) and implies include=metrics. " +
    `A cursor pages only the sort and order it came from. ${CAMPAIGN_PERMISSIONS}`,
  tag: CAMPAIGNS_TAG,
  // campaign:read may be scoped to apps: the list keeps what the caller may read.
  permission: null,
  query: listCampaignsQuery,
  pagination: "items",
  response: campaignListSchema,
  run: async ({ organizationId, query, can, req }) => {
    const { items, nextCursor } = await listCampaignRows(organizationId, query, await campaignReadScope(organizationId, can));
    const answers: CampaignListItem[] = answersWithFacts(items, publicBaseUrl(requestOrigin(req)));
    if (query.metrics) {
      items.forEach((row, i) => {
        const sums = row as typeof row & DeliverySums;
        answers[i].metrics = {
          ...withRates({
            impressions: Number(sums.impressions),
            clicks: Number(sums.clicks),
            installs: Number(sums.installs),
            spend: Number(sums.spend),
          }),
          ...cohortListMetrics(sums, Number(sums.spend)),
        };
      });
    }
    return { items: answers, nextCursor };
  },
});
