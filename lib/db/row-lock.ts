import "server-only";
import { prisma, type Tx } from "./client";
import { Prisma } from "./generated/client";
import { ApiError, notFound } from "../api/errors";

// The one place that takes row locks. A burst of writes to one row queues on its lock, and each waiting
// transaction holds a pooled connection: give them longer than Prisma's defaults (2 s to start, 5 s to
// finish) before answering 503 LOCK_TIMEOUT with Retry-After.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/** The row to lock: any model's row by id, optionally only when it belongs to `organizationId`. */
export type RowRef = { table: Prisma.ModelName; id: string; organizationId?: string };

/**
 * Locks the row inside `tx` until the transaction ends and says whether it exists. NO KEY UPDATE: writers of
 * the same row queue one at a time, while inserts of rows that reference it (whose foreign-key checks take a
 * key-share lock) never wait on it.
 */
export async function lockRow(tx: Tx, row: RowRef): Promise<boolean> {
  const table = Prisma.raw(`"${row.table}"`);
  const owner = row.organizationId === undefined ? Prisma.empty : Prisma.sql` AND "organizationId" = ${row.organizationId}`;
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM ${table} WHERE "id" = ${row.id}${owner} FOR NO KEY UPDATE`;
  return rows.length === 1;
}

/**
 * Runs `work` in a transaction that first locks `row`, so changes that read then write it run one at a time.
 * `missing` is thrown when no such row exists; 503 LOCK_TIMEOUT when the queue is too long to wait out.
 */
export async function withRowLock<T>(row: RowRef, missing: () => Error, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await prisma.$transaction(async (tx) => {
      if (!(await lockRow(tx, row))) throw missing();
      return work(tx);
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if ((error as { code?: unknown })?.code === "P2028") {
      throw new ApiError(503, `Too many changes to this ${row.table.toLowerCase()} at once; try again in a moment.`, "LOCK_TIMEOUT", {
        headers: { "Retry-After": "1" },
      });
    }
    throw error;
  }
}

/**
 * `work` under the organization's row lock: what reads then writes per organization (the ledger balance, the
 * first settlement registration, who is Owner) runs one change at a time. 404 when the organization is gone.
 */
export function withOrganizationLock<T>(organizationId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withRowLock({ table: "Organization", id: organizationId }, () => notFound("Organization"), work);
}
