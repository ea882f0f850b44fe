import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { getTopUp } from "@/lib/top-ups/list-top-ups";
import { topUpIdParams } from "@/lib/top-ups/schemas";

// GET /api/core/organization/{organizationId}/balance/top-ups/{topUpId} — extension: one top-up request
export const GET = withOrganization(async ({ organizationId, params }) => Response.json(await getTopUp(organizationId, params.topUpId)), {
  permission: "balance:read",
  params: topUpIdParams,
  allowReviewers: true,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
