import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { listBalanceHistory } from "@/lib/balance/list-balance-history";
import { balanceHistoryQuery } from "@/lib/balance/schemas";

// GET /api/core/organization/{organizationId}/balance-history — operation 20: charge history
export const GET = withOrganization(async ({ organizationId, query }) => Response.json(await listBalanceHistory(organizationId, query)), {
  permission: "balance:read",
  query: balanceHistoryQuery,
  allowReviewers: true,
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
