import "server-only";
import { headers } from "next/headers";
import { originOf } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts } from "@/lib/campaigns/campaign-answers";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { campaignKeys } from "@/lib/campaigns/query-keys";
import { campaignReadScope } from "@/lib/campaigns/read-scope";
import { listCampaignsQuery } from "@/lib/campaigns/schemas";
import { prefetchFirstPage } from "./server-query-client";
import { sessionOrganization } from "./session-organization";

/** The campaigns list's first page with no filter, as useCampaigns reads it (scoped roles see their apps' campaigns). */
export async function prefetchCampaigns(organizationId: string): Promise<void> {
  const { access } = await sessionOrganization(organizationId);
  if (!access.membership || access.expired) return;
  const baseUrl = publicBaseUrl(originOf(await headers()));
  // A role without campaign:read anywhere makes campaignReadScope refuse: the query is left to the browser.
  await prefetchFirstPage(campaignKeys.list(organizationId, {}), undefined, async () => {
    const { items, nextCursor } = await listCampaigns(
      organizationId,
      listCampaignsQuery.parse({ limit: "50" }),
      await campaignReadScope(organizationId, access.can),
    );
    return { items: answersWithFacts(items, baseUrl), nextCursor };
  });
}
