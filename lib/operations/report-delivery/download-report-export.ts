import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { downloadExport } from "@/lib/report-delivery/manage-exports";
import { exportIdParams } from "@/lib/report-delivery/schemas";
import { EXPORT_PATH } from "./examples";

export const downloadReportExport = organizationOperation({
  method: "GET",
  path: `${EXPORT_PATH}/file`,
  operationId: "downloadReportExport",
  summary: "Download a report export's CSV",
  description:
    "The CSV (UTF-8 with a byte-order mark, CRLF rows) as an attachment. 404 until the export is READY and after " +
    "expiresAt. Needs campaign:read.",
  tag: REPORTS_TAG,
  permission: "campaign:read",
  params: exportIdParams,
  responseType: "text/csv",
  // The file itself, not JSON: the answer is its own Response.
  run: ({ organizationId, params }) => downloadExport(organizationId, params.exportId),
});
