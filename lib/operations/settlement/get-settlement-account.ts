import { organizationOperation } from "@/lib/http/operation";
import { readSettlementAccountQuery, settlementAccountSchema } from "@/lib/settlement/schemas";
import { findSettlementAccount, getSettlementAccountOrThrow, serializeSettlementAccount } from "@/lib/settlement/settlement-account";
import { ACCOUNT_PATH, accountExample, SETTLEMENT_TAG } from "./examples";

export const getSettlementAccount = organizationOperation({
  method: "GET",
  path: ACCOUNT_PATH,
  operationId: "getSettlementAccount",
  summary: "Read the settlement account",
  description:
    "The account number is masked: six bullets, then its last four letters or digits (at most half of them for a short " +
    "number). 404 with reason ACCOUNT_NOT_REGISTERED until the first registration (200 with null instead when " +
    "`missing=null`). Needs settlement:read.",
  tag: SETTLEMENT_TAG,
  permission: "settlement:read",
  query: readSettlementAccountQuery,
  response: settlementAccountSchema.nullable(),
  reasons: ["ACCOUNT_NOT_REGISTERED", "SETTLEMENT_ENCRYPTION_NOT_CONFIGURED"],
  responseExample: accountExample,
  run: async ({ organizationId, query }) => {
    // ?missing=null: null before the first registration, so the console reads "none yet" without a failed request
    if (query.missing === "null") {
      const row = await findSettlementAccount(organizationId);
      return row ? serializeSettlementAccount(row) : null;
    }
    return serializeSettlementAccount(await getSettlementAccountOrThrow(organizationId));
  },
});
