import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { listAuditLog } from "@/lib/operations/audit";
import { auditKeys } from "@/lib/audit/query-keys";
import { prefetchFirstPage } from "./server-query-client";

/**
 * The audit log's first page of 50 with no filter, as useAuditLog reads it. A filtered view is left to the
 * browser: its from/to are days in the organization's time zone.
 */
export async function prefetchAuditLog(organizationId: string): Promise<void> {
  await prefetchFirstPage(auditKeys.list(organizationId, {}), undefined, () =>
    callOperation(listAuditLog, { params: { organizationId }, query: { limit: PAGE_SIZES.auditLog } }),
  );
}

/** A campaign's change history (its entries and its ads'), the first page as the campaign page's ChangeHistory reads it. */
export async function prefetchCampaignChanges(organizationId: string, campaignId: string): Promise<void> {
  await prefetchFirstPage(auditKeys.list(organizationId, { target: campaignId }), undefined, () =>
    callOperation(listAuditLog, { params: { organizationId }, query: { limit: PAGE_SIZES.auditLog, target: campaignId } }),
  );
}
