import { actingId } from "@/lib/http/authenticate";
import { organizationOperation } from "@/lib/http/operation";
import { REPORTS_TAG } from "@/lib/operations/delivery/examples";
import { createExport } from "@/lib/report-delivery/manage-exports";
import { createExportBody, exportSchema } from "@/lib/report-delivery/schemas";
import { exportExample, EXPORTS_PATH } from "./examples";

export const createReportExport = organizationOperation({
  method: "POST",
  path: EXPORTS_PATH,
  operationId: "createReportExport",
  summary: "Export a report over a long range",
  description:
    "Answers 202 with the export QUEUED; a worker builds its CSV (the organization's report, or one campaign's, for " +
    "the report query: at most 366 days) within seconds. Poll GET …/report-exports/{exportId} until READY and fetch " +
    "downloadPath, or FAILED with errorMessage. The export and its file are deleted 7 days after it was asked for " +
    "(expiresAt). The organization's report has a row per campaign, or with `perCampaign: false` the whole " +
    "organization's, campaigns added up (a row per day, or per day and country, as GET /report?perCampaign=false); " +
    "perCampaign false with a campaignId, breakdown AD or an adId filter is 400. Needs campaign:read; another " +
    "organization's campaign is 404.",
  tag: REPORTS_TAG,
  permission: "campaign:read",
  audit: "report-export:create",
  body: createExportBody,
  response: exportSchema,
  successStatus: 202,
  requestExample: { query: exportExample.query, perCampaign: true },
  responseExample: { ...exportExample, status: "QUEUED", rowCount: null, byteSize: null, downloadPath: null, completedAt: null },
  run: ({ organizationId, caller, body }) => createExport(organizationId, actingId(caller), body),
});
