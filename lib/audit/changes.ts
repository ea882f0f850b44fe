import { requestContext } from "@/lib/db/request-context";

/** A JSON value as the audit entry stores it. */
type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/** What one write changed: each field's value before and after it. */
export type AuditChanges = Record<string, { from: Value; to: Value }>;

/** What the audit trail stores for a field whose value must never be kept (a secret, a key, a bank account). */
export const REDACTED = "redacted";

// Names of fields whose values are secrets wherever they appear: kept as "redacted", their change still recorded.
const SECRET_NAME = /secret|password|token|key|hash|credential|otp|totp|recovery|accountnumber|holder/i;

/** A row's value as JSON: BigInt amounts as numbers (KRW fits), dates as ISO strings, rows and lists within. */
function plain(value: unknown): Value {
  if (value === undefined || value === null) return null;
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

// No value: an empty list is as good as none (a list column's default).
const empty = (value: Value) => value === null || (Array.isArray(value) && value.length === 0);
const same = (a: Value, b: Value) => (empty(a) && empty(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields among `fields` whose value differs between `before` and `after` (rows as read and as written), each
 * as { from, to }. Secret fields, and every field when `redact` is "all" (a settlement account), are "redacted" on
 * both sides: the entry still says they changed. A field left out of `fields` is never looked at; a new row (`before`
 * null) leaves out the fields it left empty or off.
 */
export function auditChanges(
  before: object | null,
  after: object | null,
  fields: readonly string[],
  options: { redact?: "all" | readonly string[] } = {},
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = plain(before ? (before as Record<string, unknown>)[field] : null);
    const to = plain(after ? (after as Record<string, unknown>)[field] : null);
    // a new row's fields left at nothing (no list, off) are no news
    if (same(from, to) || (before === null && (empty(to) || to === false || to === ""))) continue;
    const secret = options.redact === "all" || options.redact?.includes(field) || SECRET_NAME.test(field);
    changes[field] = secret ? { from: from === null ? null : REDACTED, to: to === null ? null : REDACTED } : { from, to };
  }
  return changes;
}

/**
 * Adds what the write changed to the request's audit entry (the one the route wrapper writes after the change
 * commits). Called by the domain code that read the row under its lock and wrote it; outside a request it does
 * nothing (a worker's change has no audit entry).
 */
export function noteAuditChanges(changes: AuditChanges): void {
  const audit = requestContext()?.audit;
  if (!audit || Object.keys(changes).length === 0) return;
  audit.changes = { ...audit.changes, ...changes };
}
