import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { recordCharge as record } from "@/lib/balance/record-charge";
import { chargeBody, ledgerEntrySchema, serializeLedgerEntry } from "@/lib/balance/schemas";
import { BALANCE_TAG, chargeExample, ORGANIZATION_PATH } from "./examples";

export const recordCharge = organizationOperation({
  method: "POST",
  path: `${ORGANIZATION_PATH}/balance/charge`,
  operationId: "recordCharge",
  summary: "Record a charge (platform reviewers)",
  description:
    "PAID and FREE add to the balance, REFUND and USAGE take from it; a charge that would make the balance negative is " +
    "409 INSUFFICIENT_BALANCE. Charges of one organization are applied one at a time. Only platform reviewers may call " +
    "it (403 PERMISSION_DENIED for everyone else, Owners included). Answers the new history record. A burst too long to " +
    "wait out answers 503 LOCK_TIMEOUT with Retry-After.",
  tag: BALANCE_TAG,
  audit: "balance:charge",
  permission: "balance:charge",
  body: chargeBody,
  response: ledgerEntrySchema,
  reasons: ["INSUFFICIENT_BALANCE", "BALANCE_LIMIT_EXCEEDED", "LOCK_TIMEOUT"],
  errors: [409],
  requestExample: { type: "CHARGE_TYPE_PAID", amount: 500000, description: "Bank transfer 2026-11-21" },
  responseExample: chargeExample,
  serving: ({ organizationId }) => ({ organizationIds: [organizationId] }),
  run: async ({ organizationId, body, caller }) => {
    const entry = await record(organizationId, body, actingId(caller));
    return serializeLedgerEntry(entry);
  },
});
