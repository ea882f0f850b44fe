import "server-only";
import { auditChanges, noteAuditChanges } from "@/lib/audit/changes";

// Columns that are the system's bookkeeping, not a member's choice: left out of the change history (budgetRemain
// follows budget; the currency is always KRW; the rest are ids, stamps and markers).
const BOOKKEEPING = new Set([
  "id",
  "organizationId",
  "kind",
  "createdAt",
  "updatedAt",
  "createdById",
  "budgetRemain",
  "endedEventAt",
  "skanId",
  "cur",
]);

/**
 * Adds to the request's audit entry what a write changed in one campaign or ad: every field of the row (as read
 * under its lock, and as written) but the bookkeeping ones. A new column is recorded without being listed here.
 */
export function noteRowChanges(before: object | null, after: object | null): void {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((field) => !BOOKKEEPING.has(field));
  noteAuditChanges(auditChanges(before, after, fields));
}
