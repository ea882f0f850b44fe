import "server-only";
import { buildReport } from "@/lib/delivery/build-report";
import { reportKeys, type ReportParams } from "@/lib/delivery/query-keys";
import { reportQuery } from "@/lib/delivery/schemas";
import { prefetchJson } from "./server-query-client";
import { sessionOrganization } from "./session-organization";

/** The organization's report (extension GET /report) as useReport reads it with `params`. */
export async function prefetchOrganizationReport(organizationId: string, params: ReportParams): Promise<void> {
  if (!(await sessionOrganization(organizationId)).may("campaign:read")) return;
  await prefetchJson(reportKeys.organization(organizationId, params), () => buildReport({ organizationId }, reportQuery.parse(params)));
}
