import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { listTopUps } from "@/lib/top-ups/list-top-ups";
import { requestTopUp } from "@/lib/top-ups/request-top-up";
import { topUpBody, topUpPageQuery } from "@/lib/top-ups/schemas";

// GET /api/core/organization/{organizationId}/balance/top-ups — extension: the organization's top-up requests, newest first
export const GET = withOrganization(async ({ organizationId, query }) => Response.json(await listTopUps(organizationId, query)), {
  permission: "balance:read",
  query: topUpPageQuery,
  // Platform reviewers confirm top-ups, from this list too.
  allowReviewers: true,
});

// POST — extension: ask to add funds by bank transfer; answers the transfer instructions and reference code
export const POST = withOrganization(
  async ({ organizationId, body, caller }) => Response.json(await requestTopUp(organizationId, body, caller.user.id)),
  { permission: "balance:top-up", body: topUpBody },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
