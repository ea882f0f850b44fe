import "server-only";
import type { Tx } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { requestContext, type RequestContext } from "@/lib/db/request-context";
import type { Prisma } from "@/lib/db/generated/client";
import type { AuditAction } from "./actions";
import type { AuditChanges } from "./changes";

type AuditInput = {
  /** e.g. role:update; defaults to the route's */
  action?: AuditAction;
  organizationId?: string | null;
  targetId?: string | null;
  /** names of the fields the change set */
  fields?: string[];
  /** each changed field's value before and after (auditChanges redacts secrets); added to the request's own */
  changes?: AuditChanges;
  /** who acted, where the request's own context does not say (a sign-in names its user only once it succeeds) */
  actor?: NonNullable<RequestContext["actor"]>;
  /** the client's IP, where the request's own context has none */
  ip?: string | null;
};

/** One audit entry as its row (see recordAudit). */
export type AuditRow = Prisma.AuditEntryCreateManyInput;

/**
 * The audit entry of the change in `tx`: who (user and key or session, or service account), what, when, from where
 * (IP) and the request id, as its row. It marks the request audited: recordAudit writes it at once, an atomic
 * batch's operations at the batch's end (recordAudits).
 */
export function auditRow(input: AuditInput = {}): AuditRow {
  const context = requestContext();
  const entry = { ...context?.audit, ...input };
  const changes = { ...context?.audit?.changes, ...input.changes };
  const actor = input.actor ?? context?.actor;
  if (context) context.audited = true;
  return {
    id: newObjectId(),
    organizationId: entry.organizationId ?? null,
    userId: actor?.userId ?? null,
    apiKeyId: actor?.apiKeyId ?? null,
    serviceAccountId: actor?.via === "serviceAccount" ? actor.serviceAccount.id : null,
    serviceAccountName: actor?.via === "serviceAccount" ? actor.serviceAccount.name : null,
    integrationKeyName: actor?.via === "integrationKey" ? actor.integrationKey.name : null,
    via: actor?.via ?? "anonymous",
    action: entry.action ?? "unknown",
    targetId: entry.targetId ?? null,
    fields: entry.fields ?? [],
    changes: Object.keys(changes).length ? (changes as Prisma.InputJsonObject) : undefined,
    ip: context?.ip ?? input.ip ?? null,
    requestId: context?.requestId ?? null,
  };
}

/**
 * Writes one audit entry (auditRow) in `tx`, the transaction of the change. The route wrapper writes one for every
 * successful change; a handler that runs its own transaction (uploads) calls this inside it, and the wrapper then
 * writes none.
 */
export async function recordAudit(tx: Tx, input: AuditInput = {}) {
  await tx.auditEntry.create({ data: auditRow(input) });
}

/**
 * Several audit entries (auditRow) in one statement: an atomic batch's, as it finishes, in its transaction. They share
 * a createdAt, so their ids, sorted, are given in the order of `rows`, which the log then keeps (by createdAt, id).
 */
export async function recordAudits(tx: Tx, rows: AuditRow[]) {
  if (!rows.length) return;
  const ids = rows.map((row) => row.id!).sort();
  await tx.auditEntry.createMany({ data: rows.map((row, index) => ({ ...row, id: ids[index] })) });
}
