import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { recordCharge } from "@/lib/balance/record-charge";
import { chargeBody, serializeLedgerEntry } from "@/lib/balance/schemas";

// POST /api/core/organization/{organizationId}/balance/charge — extension: a platform reviewer records a charge
export const POST = withOrganization(
  async ({ organizationId, body, caller }) => Response.json(serializeLedgerEntry(await recordCharge(organizationId, body, caller.user.id))),
  { permission: "balance:charge", body: chargeBody },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
