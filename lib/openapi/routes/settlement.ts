import { balanceHistoryQuery, balanceHistorySchema, chargeBody, ledgerEntrySchema } from "@/lib/balance/schemas";
import { readSettlementAccountQuery, settlementAccountSchema, updateSettlementAccountBody } from "@/lib/settlement/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const ORG = "/api/core/organization/{organizationId}";

const accountExample = { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "••••••1234" };

const chargeExample = {
  _id: "6740a1b2c3d4e5f601234999",
  type: "CHARGE_TYPE_PAID",
  amount: 500000,
  cur: "CURRENCY_KRW",
  balanceAfter: 1250000,
  description: "Bank transfer 2026-11-21",
  createdAt: "2026-11-21T09:30:00.000Z",
};

export const settlementRoutes: RouteSpec[] = [
  {
    method: "GET",
    path: `${ORG}/account`,
    operationId: "getSettlementAccount",
    reasons: ["ACCOUNT_NOT_REGISTERED", "SETTLEMENT_ENCRYPTION_NOT_CONFIGURED"],
    summary: "Read the settlement account",
    description:
      "The account number is masked: six bullets, then its last four letters or digits (at most half of them for a short " +
      "number). 404 with reason ACCOUNT_NOT_REGISTERED until the first registration (200 with null instead when " +
      "`missing=null`). Needs settlement:read.",
    tag: "Settlement",
    query: readSettlementAccountQuery,
    response: settlementAccountSchema.nullable(),
    responseExample: accountExample,
  },
  {
    method: "PATCH",
    path: `${ORG}/account`,
    operationId: "updateSettlementAccount",
    reasons: ["SETTLEMENT_ENCRYPTION_NOT_CONFIGURED", "LOCK_TIMEOUT"],
    summary: "Register or update settlement account",
    description:
      "The first registration needs all three fields (400 VALIDATION_FAILED naming each missing one); later calls change " +
      "any of them. Each is 1 to 40 characters after trimming. The number is stored encrypted (AES-256-GCM) and answered " +
      "masked. Needs settlement:update (Owner).",
    tag: "Settlement",
    operation: 19,
    body: updateSettlementAccountBody,
    response: settlementAccountSchema,
    requestExample: { accountOwnerName: "Pixel Forge Games Inc.", accountBankName: "KB Kookmin Bank", accountNumber: "123456-01-781234" },
    responseExample: accountExample,
  },
  {
    method: "GET",
    path: `${ORG}/balance-history`,
    operationId: "getBalanceHistory",
    summary: "Charge history",
    description:
      "Newest first (createdAt, then _id, descending); `from` is inclusive and `to` exclusive. `balance` is the current " +
      "balance whatever the filter. Unknown query parameters are 400. Needs balance:read.",
    tag: "Balance",
    operation: 20,
    query: balanceHistoryQuery,
    response: balanceHistorySchema,
    responseExample: { history: [chargeExample], balance: 1250000, nextCursor: null },
  },
  {
    method: "POST",
    path: `${ORG}/balance/charge`,
    operationId: "recordCharge",
    reasons: ["INSUFFICIENT_BALANCE", "BALANCE_LIMIT_EXCEEDED", "LOCK_TIMEOUT"],
    summary: "Record a charge (platform reviewers)",
    description:
      "PAID and FREE add to the balance, REFUND and USAGE take from it; a charge that would make the balance negative is " +
      "409 INSUFFICIENT_BALANCE. Charges of one organization are applied one at a time. Only platform reviewers may call " +
      "it (403 PERMISSION_DENIED for everyone else, Owners included). Answers the new history record. A burst too long to " +
      "wait out answers 503 LOCK_TIMEOUT with Retry-After.",
    tag: "Balance",
    body: chargeBody,
    response: ledgerEntrySchema,
    errors: [409],
    requestExample: { type: "CHARGE_TYPE_PAID", amount: 500000, description: "Bank transfer 2026-11-21" },
    responseExample: chargeExample,
  },
];
