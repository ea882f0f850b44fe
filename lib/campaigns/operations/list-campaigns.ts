import { organizationOperation } from "@/lib/api/operation";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { listCampaigns as listCampaignRows } from "@/lib/campaigns/list-campaigns";
import { campaignReadScope } from "@/lib/campaigns/read-scope";
import { campaignListSchema, listCampaignsQuery } from "@/lib/campaigns/schemas";
import { CAMPAIGN_PERMISSIONS, CAMPAIGNS_PATH, CAMPAIGNS_TAG } from "./examples";

export const listCampaigns = organizationOperation({
  method: "GET",
  path: CAMPAIGNS_PATH,
  operationId: "listCampaigns",
  summary: "List campaigns",
  description:
    "Newest first, keyset pages: { items, nextCursor } (nextCursor null on the last page). Filters: status (as read), " +
    `name (contains, ignoring case), promotedAppId, kind (REGULAR by default). ${CAMPAIGN_PERMISSIONS}`,
  tag: CAMPAIGNS_TAG,
  // campaign:read may be scoped to apps: the list keeps what the caller may read.
  permission: null,
  query: listCampaignsQuery,
  pagination: "items",
  response: campaignListSchema,
  run: async ({ organizationId, query, can, req }) => {
    const { items, nextCursor } = await listCampaignRows(organizationId, query, await campaignReadScope(organizationId, can));
    return { items: answersWithFacts(items, publicBaseUrl(requestOrigin(req))), nextCursor };
  },
});
