import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { getExport } from "@/lib/report-delivery/manage-exports";
import { exportIdParams, exportSchema } from "@/lib/report-delivery/schemas";
import { exportExample, EXPORT_PATH } from "./examples";

export const getReportExport = organizationOperation({
  method: "GET",
  path: EXPORT_PATH,
  operationId: "getReportExport",
  summary: "Read one report export",
  description: "Its status (QUEUED, RUNNING, READY, FAILED); once READY, downloadPath. 404 after expiresAt. Needs campaign:read.",
  tag: REPORTS_TAG,
  permission: "campaign:read",
  params: exportIdParams,
  response: exportSchema,
  responseExample: exportExample,
  run: ({ organizationId, params }) => getExport(organizationId, params.exportId),
});
