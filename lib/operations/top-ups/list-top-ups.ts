import { organizationOperation } from "@/lib/http/operation";
import { listTopUps as listTopUpRows } from "@/lib/top-ups/list-top-ups";
import { topUpListSchema, topUpPageQuery } from "@/lib/top-ups/schemas";
import { BALANCE_TAG, TOP_UPS_PATH } from "./examples";

export const listTopUps = organizationOperation({
  method: "GET",
  path: TOP_UPS_PATH,
  operationId: "listTopUps",
  summary: "Top-up requests",
  description: "The organization's bank-transfer top-up requests, newest first. Needs balance:read.",
  tag: BALANCE_TAG,
  permission: "balance:read",
  // Platform reviewers confirm top-ups, from this list too.
  allowReviewers: true,
  query: topUpPageQuery,
  pagination: "items",
  response: topUpListSchema,
  run: ({ organizationId, query }) => listTopUpRows(organizationId, query),
});
