import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { publicBaseUrl } from "@/lib/assets/serialize-asset";
import { answersWithFacts, campaignAnswer } from "@/lib/campaigns/campaign-answers";
import { assertCanOnCampaign, distinctPromotedAppIds } from "@/lib/campaigns/campaign-permission";
import { createCampaign } from "@/lib/campaigns/create-campaign";
import { listCampaigns } from "@/lib/campaigns/list-campaigns";
import { campaignReadScope } from "@/lib/campaigns/read-scope";
import { createCampaignBody, listCampaignsQuery } from "@/lib/campaigns/schemas";

// GET /api/core/organization/{organizationId}/campaign — extension: list campaigns, newest first
export const GET = withOrganization(
  async ({ organizationId, query, can, req }) => {
    const { items, nextCursor } = await listCampaigns(organizationId, query, await campaignReadScope(organizationId, can));
    return Response.json({ items: answersWithFacts(items, publicBaseUrl(requestOrigin(req))), nextCursor });
  },
  // campaign:read may be scoped to apps: the list keeps what the caller may read.
  { permission: null, query: listCampaignsQuery },
);

// POST /api/core/organization/{organizationId}/campaign — operation 2: create campaign
export const POST = withOrganization(
  async ({ organizationId, body, caller, can, req }) => {
    assertCanOnCampaign(can, "campaign:create", organizationId, distinctPromotedAppIds(body.ads));
    const row = await createCampaign({ organizationId, userId: caller.user.id, input: body });
    return Response.json(await campaignAnswer(row, publicBaseUrl(requestOrigin(req))));
  },
  // campaign:create may be scoped to apps, and the apps are in the body: checked once it is parsed.
  { permission: null, body: createCampaignBody, audit: "campaign:create" },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
