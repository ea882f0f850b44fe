import "server-only";
import { listAuditEntries } from "@/lib/audit/list-audit-entries";
import { auditKeys } from "@/lib/audit/query-keys";
import { auditLogQuery } from "@/lib/audit/schemas";
import { prefetchFirstPage } from "./server-query-client";
import { sessionOrganization } from "./session-organization";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/**
 * The audit log's first page of 50 with no filter, as useAuditLog reads it. A filtered view is left to the
 * browser: its from/to are days in the browser's time zone.
 */
export async function prefetchAuditLog(organizationId: string): Promise<void> {
  if (!(await sessionOrganization(organizationId)).may("audit:read")) return;
  await prefetchFirstPage(auditKeys.list(organizationId, {}), undefined, () =>
    listAuditEntries(organizationId, auditLogQuery.parse({ limit: String(PAGE_SIZES.auditLog) })),
  );
}
