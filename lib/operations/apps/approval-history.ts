import { z } from "zod";
import { organizationOperation } from "@/lib/http/operation";
import { listApprovalHistory } from "@/lib/apps/list-approval-history";
import { appIdParams, approvalHistoryQuery, approvalRecordSchema } from "@/lib/apps/schemas";
import { APP_PATH, APPS_TAG, onApp, recordExample } from "./examples";

export const approvalHistory = organizationOperation({
  method: "GET",
  path: `${APP_PATH}/approval/history`,
  operationId: "approvalHistory",
  operation: 9,
  summary: "Approval history",
  description: "Newest first; only one platform's records when `platform` is given. The next page is in the Link header.",
  tag: APPS_TAG,
  permission: "app:read",
  target: onApp,
  allowReviewers: true,
  params: appIdParams,
  query: approvalHistoryQuery,
  pagination: "link",
  response: z.array(approvalRecordSchema),
  responseExample: [recordExample],
  run: ({ organizationId, params, query }) => listApprovalHistory(organizationId, params.appId, query),
});
