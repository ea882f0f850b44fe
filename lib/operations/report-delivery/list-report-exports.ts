import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { listExports } from "@/lib/report-delivery/manage-exports";
import { exportListQuery, exportPageSchema } from "@/lib/report-delivery/schemas";
import { exportExample, EXPORTS_PATH } from "./examples";

export const listReportExports = organizationOperation({
  method: "GET",
  path: EXPORTS_PATH,
  operationId: "listReportExports",
  summary: "List report exports",
  description: "The organization's exports of the last 7 days, newest first, a page at a time. Needs campaign:read.",
  tag: REPORTS_TAG,
  permission: "campaign:read",
  query: exportListQuery,
  pagination: "items",
  response: exportPageSchema,
  responseExample: { items: [exportExample], nextCursor: null },
  run: ({ organizationId, query }) => listExports(organizationId, query),
});
