import { organizationOperation } from "@/lib/http/operation";
import { getTopUp as getTopUpRow } from "@/lib/top-ups/list-top-ups";
import { topUpIdParams, topUpSchema } from "@/lib/top-ups/schemas";
import { BALANCE_TAG, TOP_UP_PATH } from "./examples";

export const getTopUp = organizationOperation({
  method: "GET",
  path: TOP_UP_PATH,
  operationId: "getTopUp",
  summary: "One top-up request",
  tag: BALANCE_TAG,
  permission: "balance:read",
  allowReviewers: true,
  params: topUpIdParams,
  response: topUpSchema,
  run: ({ organizationId, params }) => getTopUpRow(organizationId, params.topUpId),
});
