import "server-only";
import { callOperation } from "@/lib/http/server-call";
import { organizationReport } from "@/lib/operations/delivery";
import { reportKeys, type ReportParams } from "@/lib/delivery/query-keys";
import { prefetchJson } from "./server-query-client";

/** The organization's report (extension GET /report) as useReport reads it with `params`. */
export async function prefetchOrganizationReport(organizationId: string, params: ReportParams): Promise<void> {
  await prefetchJson(reportKeys.organization(organizationId, params), () =>
    callOperation(organizationReport, { params: { organizationId }, query: params }),
  );
}
