import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { updateSettlementAccountBody } from "@/lib/settlement/schemas";
import {
  getSettlementAccountOrThrow,
  serializeSettlementAccount,
  updateSettlementAccount,
} from "@/lib/settlement/settlement-account";

// GET /api/core/organization/{organizationId}/account — extension: read the settlement account (number masked)
export const GET = withOrganization(
  async ({ organizationId }) => Response.json(serializeSettlementAccount(await getSettlementAccountOrThrow(organizationId))),
  { permission: "settlement:read" },
);

// PATCH /api/core/organization/{organizationId}/account — operation 19: register or update settlement account
export const PATCH = withOrganization(
  async ({ organizationId, body, caller }) =>
    Response.json(serializeSettlementAccount(await updateSettlementAccount(organizationId, body, caller.user.id))),
  { permission: "settlement:update", body: updateSettlementAccountBody },
);

export const { POST, PUT, DELETE } = methodsNotAllowed("GET", "PATCH");
