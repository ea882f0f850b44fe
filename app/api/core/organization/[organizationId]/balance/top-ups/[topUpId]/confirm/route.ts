import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { confirmTopUp } from "@/lib/top-ups/decide-top-up";
import { topUpIdParams } from "@/lib/top-ups/schemas";

// POST /api/core/organization/{organizationId}/balance/top-ups/{topUpId}/confirm — extension: a reviewer confirms
// the transfer arrived; the PAID charge is written once
export const POST = withOrganization(
  async ({ organizationId, params, caller }) =>
    Response.json(await confirmTopUp({ organizationId, topUpId: params.topUpId, deciderId: caller.user.id })),
  { permission: "balance:charge", params: topUpIdParams },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
