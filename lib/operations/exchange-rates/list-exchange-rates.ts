import { callerOperation } from "@/lib/http/operation";
import { prisma } from "@/lib/db/client";
import { listRates } from "@/lib/exchange-rates/save-rates";
import { exchangeRateListSchema, listRatesQuery } from "@/lib/exchange-rates/schemas";
import { assertReviewer } from "@/lib/review/queue";
import { REVIEWERS_ONLY } from "@/lib/operations/review/examples";
import { EXCHANGE_RATES_TAG, RATE_EXAMPLE } from "./examples";

export const listExchangeRates = callerOperation({
  method: "GET",
  path: "/api/core/review/exchange-rates",
  operationId: "listExchangeRates",
  reasons: ["PERMISSION_DENIED"],
  summary: "Exchange rates loaded for a range of days",
  description:
    "The daily rates revenue in another currency is converted to KRW with (KRW for one unit, at the rate of the event's " +
    `UTC day), by day then currency; \`currency\` keeps one. At most 366 days. ${REVIEWERS_ONLY}`,
  tag: EXCHANGE_RATES_TAG,
  query: listRatesQuery,
  response: exchangeRateListSchema,
  responseExample: { items: [RATE_EXAMPLE] },
  run: async ({ caller, query }) => {
    assertReviewer(caller.user);
    return { items: await listRates(prisma, query) };
  },
});
