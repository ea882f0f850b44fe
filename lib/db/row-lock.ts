import "server-only";
import { prisma, type Tx } from "./client";
import { Prisma } from "./generated/client";

// The one place that takes row locks. A burst of writes to one row queues on its lock, and each waiting
// transaction holds a pooled connection: give them longer than Prisma's defaults (2 s to start, 5 s to
// finish) before giving up with RowLockTimeoutError (the route answers 503 LOCK_TIMEOUT with Retry-After).
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/** The queue on `table`'s row was too long to wait out (lib/api/error-mapping.ts: 503 LOCK_TIMEOUT). */
export class RowLockTimeoutError extends Error {
  constructor(readonly table: Prisma.ModelName) {
    super(`Too many changes to this ${table.toLowerCase()} at once; try again in a moment.`);
    this.name = "RowLockTimeoutError";
  }
}

/** A row to lock does not exist (lib/api/error-mapping.ts: 404 NOT_FOUND). */
export class RowNotFoundError extends Error {
  constructor(readonly table: Prisma.ModelName) {
    super(`${table} not found`);
    this.name = "RowNotFoundError";
  }
}

/** The row to lock: any model's row by id, optionally only when it belongs to `organizationId`. */
type RowRef = { table: Prisma.ModelName; id: string; organizationId?: string };

/** Several rows of one table, optionally only those that belong to `organizationId`. */
type RowsRef = { table: Prisma.ModelName; ids: readonly string[]; organizationId?: string };

/**
 * Locks the rows inside `tx` until the transaction ends and says whether all of them exist. NO KEY UPDATE:
 * writers of the same row queue one at a time, while inserts of rows that reference it (whose foreign-key
 * checks take a key-share lock) never wait on it. Rows are locked in id order, so two transactions locking
 * overlapping sets never wait on each other in a cycle.
 */
async function lockRows(tx: Tx, rows: RowsRef): Promise<boolean> {
  const ids = [...new Set(rows.ids)].sort();
  const table = Prisma.raw(`"${rows.table}"`);
  const owner = rows.organizationId === undefined ? Prisma.empty : Prisma.sql` AND "organizationId" = ${rows.organizationId}`;
  const found = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM ${table} WHERE "id" = ANY(${ids}::text[])${owner} ORDER BY "id" FOR NO KEY UPDATE`;
  return found.length === ids.length;
}

/** Locks one row inside `tx` (see lockRows) and says whether it exists. */
export function lockRow(tx: Tx, row: RowRef): Promise<boolean> {
  return lockRows(tx, { table: row.table, ids: [row.id], organizationId: row.organizationId });
}

/**
 * Runs `work` in a transaction that first locks `rows`, so changes that read then write them run one at a time.
 * `missing` is thrown when any of them does not exist; RowLockTimeoutError when the queue is too long to wait out.
 */
async function withRowsLock<T>(rows: RowsRef, missing: () => Error, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await prisma.$transaction(async (tx) => {
      if (!(await lockRows(tx, rows))) throw missing();
      return work(tx);
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if ((error as { code?: unknown })?.code === "P2028") throw new RowLockTimeoutError(rows.table);
    throw error;
  }
}

/** withRowsLock for one row. */
export function withRowLock<T>(row: RowRef, missing: () => Error, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRowsLock({ table: row.table, ids: [row.id], organizationId: row.organizationId }, missing, work);
}

/**
 * `work` under the organization's row lock: what reads then writes per organization (the ledger balance, the
 * first settlement registration, who is Owner) runs one change at a time. 404 when the organization is gone.
 */
export function withOrganizationLock<T>(organizationId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withOrganizationsLock([organizationId], work);
}

/** The same for several organizations at once (a delivery report spans many). */
export function withOrganizationsLock<T>(organizationIds: readonly string[], work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRowsLock({ table: "Organization", ids: organizationIds }, () => new RowNotFoundError("Organization"), work);
}
