import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { readSettlementAccountQuery, updateSettlementAccountBody } from "@/lib/settlement/schemas";
import {
  findSettlementAccount,
  getSettlementAccountOrThrow,
  serializeSettlementAccount,
  updateSettlementAccount,
} from "@/lib/settlement/settlement-account";

// GET /api/core/organization/{organizationId}/account — extension: read the settlement account (number masked)
// (?missing=null: 200 null before the first registration, so the console reads "none yet" without a failed request)
export const GET = withOrganization(
  async ({ organizationId, query }) => {
    if (query.missing === "null") {
      const row = await findSettlementAccount(organizationId);
      return Response.json(row ? serializeSettlementAccount(row) : null);
    }
    return Response.json(serializeSettlementAccount(await getSettlementAccountOrThrow(organizationId)));
  },
  { permission: "settlement:read", query: readSettlementAccountQuery },
);

// PATCH /api/core/organization/{organizationId}/account — operation 19: register or update settlement account
export const PATCH = withOrganization(
  async ({ organizationId, body, caller }) =>
    Response.json(serializeSettlementAccount(await updateSettlementAccount(organizationId, body, caller.user.id))),
  { permission: "settlement:update", body: updateSettlementAccountBody },
);

export const { POST, PUT, DELETE } = methodsNotAllowed("GET", "PATCH");
