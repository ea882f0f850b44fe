import { forbidden } from "@/lib/api/errors";
import { actingId } from "@/lib/http/authenticate";
import { organizationOperation } from "@/lib/http/operation";
import { cancelTopUp as cancel } from "@/lib/top-ups/decide-top-up";
import { cancelTopUpBody, topUpIdParams, topUpSchema } from "@/lib/top-ups/schemas";
import { BALANCE_TAG, TOP_UP_PATH } from "./examples";

export const cancelTopUp = organizationOperation({
  method: "POST",
  path: `${TOP_UP_PATH}/cancel`,
  operationId: "cancelTopUp",
  reasons: ["INVALID_TOP_UP_TRANSITION"],
  summary: "Cancel a top-up request",
  description:
    "An open request becomes TOP_UP_STATUS_CANCELLED (optional reason, at most 200 characters); anything else is 409 " +
    "INVALID_TOP_UP_TRANSITION. Members with balance:top-up, or platform reviewers.",
  tag: BALANCE_TAG,
  // The advertiser withdraws an open request (balance:top-up), or a reviewer closes it (balance:charge): checked in run.
  permission: null,
  allowReviewers: true,
  params: topUpIdParams,
  body: cancelTopUpBody,
  audit: "top-up:cancel",
  response: topUpSchema,
  errors: [409],
  run: ({ organizationId, params, caller, can, body }) => {
    if (!can("balance:top-up") && !can("balance:charge")) {
      throw forbidden("Your role does not allow balance:top-up here.", "PERMISSION_DENIED");
    }
    return cancel({ organizationId, topUpId: params.topUpId, deciderId: actingId(caller) }, body?.reason);
  },
});
