import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { confirmTopUp as confirm } from "@/lib/top-ups/decide-top-up";
import { topUpIdParams, topUpSchema } from "@/lib/top-ups/schemas";
import { BALANCE_TAG, TOP_UP_PATH } from "./examples";

export const confirmTopUp = organizationOperation({
  method: "POST",
  path: `${TOP_UP_PATH}/confirm`,
  operationId: "confirmTopUp",
  reasons: ["INVALID_TOP_UP_TRANSITION", "BALANCE_LIMIT_EXCEEDED"],
  summary: "Confirm a top-up (platform reviewers)",
  description:
    "The transfer arrived: the request becomes TOP_UP_STATUS_CONFIRMED and one CHARGE_TYPE_PAID record (chargeId) is " +
    "written in the same transaction. Confirming again, or at the same time, is 409 INVALID_TOP_UP_TRANSITION and " +
    "charges nothing. Needs balance:charge (platform reviewers).",
  tag: BALANCE_TAG,
  audit: "top-up:confirm",
  permission: "balance:charge",
  params: topUpIdParams,
  response: topUpSchema,
  errors: [409],
  serving: ({ organizationId }) => ({ organizationIds: [organizationId] }),
  run: async ({ organizationId, params, caller }) => {
    const confirmed = await confirm({ organizationId, topUpId: params.topUpId, deciderId: actingId(caller) });
    return confirmed;
  },
});
