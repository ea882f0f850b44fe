import { organizationOperation } from "@/lib/http/operation";
import { listBalanceHistory } from "@/lib/balance/list-balance-history";
import { balanceHistoryQuery, balanceHistorySchema } from "@/lib/balance/schemas";
import { BALANCE_TAG, chargeExample, ORGANIZATION_PATH } from "./examples";

export const getBalanceHistory = organizationOperation({
  method: "GET",
  path: `${ORGANIZATION_PATH}/balance-history`,
  operationId: "getBalanceHistory",
  operation: 20,
  summary: "Charge history",
  description:
    "Newest first (createdAt, then _id, descending); `from` is inclusive and `to` exclusive. `balance` is the current " +
    "balance whatever the filter. Unknown query parameters are 400. Needs balance:read.",
  tag: BALANCE_TAG,
  permission: "balance:read",
  allowReviewers: true,
  query: balanceHistoryQuery,
  response: balanceHistorySchema,
  responseExample: { history: [chargeExample], balance: 1250000, nextCursor: null },
  run: ({ organizationId, query }) => listBalanceHistory(organizationId, query),
});
