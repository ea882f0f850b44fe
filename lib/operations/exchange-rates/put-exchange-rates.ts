import { callerOperation } from "@/lib/http/operation";
import { prisma } from "@/lib/db/client";
import { listRates, saveRates } from "@/lib/exchange-rates/save-rates";
import { putRatesBody, putRatesResultSchema, rateDayParams } from "@/lib/exchange-rates/schemas";
import { assertReviewer } from "@/lib/review/queue";
import { REVIEWERS_ONLY } from "@/lib/operations/review/examples";
import { EXCHANGE_RATES_TAG, RATE_EXAMPLE } from "./examples";

export const putExchangeRates = callerOperation({
  method: "PUT",
  path: "/api/core/review/exchange-rates/{date}",
  operationId: "putExchangeRates",
  reasons: ["PERMISSION_DENIED"],
  summary: "Set a day's exchange rates",
  description:
    "Sets the rates of the currencies named for one UTC day (the day's other currencies keep theirs). In the same " +
    "transaction, attributed postbacks of that day and currency whose revenue waited for a rate are converted to KRW " +
    "and move from the reports' unconverted events to their revenue; a changed rate re-converts the day's revenue and " +
    "moves the difference. Sending the same rates again changes nothing. " +
    REVIEWERS_ONLY,
  tag: EXCHANGE_RATES_TAG,
  params: rateDayParams,
  body: putRatesBody,
  response: putRatesResultSchema,
  audit: "exchange-rate:update",
  requestExample: { rates: [{ currency: "USD", rate: "1385.42" }] },
  responseExample: { items: [RATE_EXAMPLE], converted: 12 },
  run: async ({ caller, params, body }) => {
    assertReviewer(caller.user);
    // The wrapper runs a PUT in one transaction with its audit entry: the prisma client here joins it.
    const converted = await saveRates(
      prisma,
      body.rates.map((r) => ({ date: params.date, currency: r.currency, rate: r.rate })),
      caller.user.id,
    );
    return { items: await listRates(prisma, { from: params.date, to: params.date }), converted };
  },
});
