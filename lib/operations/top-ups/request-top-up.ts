import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { requestTopUp as request } from "@/lib/top-ups/request-top-up";
import { topUpBody, topUpSchema } from "@/lib/top-ups/schemas";
import { BALANCE_TAG, TOP_UPS_PATH, topUpExample } from "./examples";

export const requestTopUp = organizationOperation({
  method: "POST",
  path: TOP_UPS_PATH,
  operationId: "requestTopUp",
  summary: "Ask to top up by bank transfer",
  description:
    "Answers the request (TOP_UP_STATUS_REQUESTED) with the platform's bank account and a unique reference code to write " +
    "as the transfer's depositor name. The balance changes only when a reviewer confirms the transfer. amount: KRW, " +
    "1,000 to 10^12. Needs balance:top-up.",
  tag: BALANCE_TAG,
  audit: "balance:top-up",
  permission: "balance:top-up",
  body: topUpBody,
  response: topUpSchema,
  requestExample: { amount: 500000 },
  responseExample: topUpExample,
  run: ({ organizationId, body, caller }) => request(organizationId, body, actingId(caller)),
});
