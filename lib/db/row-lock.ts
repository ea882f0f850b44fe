import "server-only";
import { type Tx } from "./client";
import { locksHeldBy, transaction } from "./transaction";
import { Prisma } from "./generated/client";

// The one place that takes row locks. A burst of writes to one row queues on its lock, and each waiting
// transaction holds a pooled connection: give them longer than Prisma's defaults (2 s to start, 5 s to
// finish) before giving up with RowLockTimeoutError (the route answers 503 LOCK_TIMEOUT with Retry-After).
// Nested in a transaction (a write request's), the lock and its work join it with no savepoint of their own: no
// caller catches a failure under a lock and goes on in the same transaction, so a savepoint (two round trips) would
// only ever be released.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000, whenNested: "inline" } as const;

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
 * overlapping sets never wait on each other in a cycle. Rows `tx` already holds so (a batch or a plan locks all the
 * campaigns it names up front) are not asked for again.
 */
export async function lockRows(tx: Tx, rows: RowsRef): Promise<boolean> {
  const held = locksHeldBy(tx);
  // A row locked where it had to be the organization's is held for a lock that does not ask, not the other way round.
  const key = (id: string, organizationId = rows.organizationId) =>
    `update:${rows.table}:${id}${organizationId ? `@${organizationId}` : ""}`;
  const ids = [...new Set(rows.ids)].filter((id) => !held.has(key(id))).sort();
  if (!ids.length) return true;
  const table = Prisma.raw(`"${rows.table}"`);
  const owner = rows.organizationId === undefined ? Prisma.empty : Prisma.sql` AND "organizationId" = ${rows.organizationId}`;
  const found = await tx.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM ${table} WHERE "id" = ANY(${ids}::text[])${owner} ORDER BY "id" FOR NO KEY UPDATE`;
  for (const { id } of found) held.add(key(id)).add(key(id, ""));
  return found.length === ids.length;
}

/**
 * Share-locks the rows inside `tx` until the transaction ends (FOR SHARE, in id order): readers of one row run side
 * by side, while a writer holding its row lock (lockRows) waits for them and they for it. What the rows stand for
 * therefore cannot change between such a reader's read and its commit. Rows `tx` already holds so (the organization
 * of a batch's hundredth campaign write) are not asked for again.
 */
export async function shareRows(tx: Tx, rows: RowsRef): Promise<void> {
  const held = locksHeldBy(tx);
  const key = (id: string) => `share:${rows.table}:${id}`;
  const ids = [...new Set(rows.ids)].filter((id) => !held.has(key(id))).sort();
  if (!ids.length) return;
  const table = Prisma.raw(`"${rows.table}"`);
  await tx.$queryRaw`SELECT "id" FROM ${table} WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR SHARE`;
  for (const id of ids) held.add(key(id));
}

/** Locks one row inside `tx` (see lockRows) and says whether it exists. */
export function lockRow(tx: Tx, row: RowRef): Promise<boolean> {
  return lockRows(tx, { table: row.table, ids: [row.id], organizationId: row.organizationId });
}

/** Rows to share-lock (shareRows) before the rows to lock, where the lock order puts them first. */
type LockOptions = { shareFirst?: RowsRef };

/**
 * Runs `work` in a transaction that first locks `rows`, so changes that read then write them run one at a time.
 * `missing` is thrown when any of them does not exist; RowLockTimeoutError when the queue is too long to wait out.
 */
async function withRowsLock<T>(rows: RowsRef, missing: () => Error, work: (tx: Tx) => Promise<T>, options: LockOptions = {}): Promise<T> {
  try {
    return await transaction(async (tx) => {
      if (options.shareFirst) await shareRows(tx, options.shareFirst);
      if (!(await lockRows(tx, rows))) throw missing();
      return work(tx);
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if ((error as { code?: unknown })?.code === "P2028") throw new RowLockTimeoutError(rows.table);
    throw error;
  }
}

/** withRowsLock for one row. */
export function withRowLock<T>(row: RowRef, missing: () => Error, work: (tx: Tx) => Promise<T>, options?: LockOptions): Promise<T> {
  return withRowsLock({ table: row.table, ids: [row.id], organizationId: row.organizationId }, missing, work, options);
}

/**
 * `work` under the campaign's row lock, its organization's row share-locked first. The serving feed's state of a
 * campaign depends on its organization's balance, which moves only under the organization's row lock: every
 * transaction takes an organization's row before any of its campaigns' rows, so two never wait on each other in a
 * cycle. 404 (`missing`) when the campaign is not the organization's.
 */
export function withCampaignLock<T>(
  campaign: { id: string; organizationId: string },
  missing: () => Error,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return withRowLock({ table: "Campaign", id: campaign.id, organizationId: campaign.organizationId }, missing, work, {
    shareFirst: { table: "Organization", ids: [campaign.organizationId] },
  });
}

/**
 * Proof, for the type checker, that a transaction holds some organizations' row locks: only withOrganizationLock and
 * withOrganizationsLock make one, and hand it to their work beside the transaction. What must run under an
 * organization's lock (a ledger row, chained on the balance its predecessor wrote) takes this instead of a bare
 * transaction, so a call outside the lock does not compile.
 */
class OrganizationLockProof {
  // A private member makes the class nominal: no object literal passes for it, and no other module can make one.
  private readonly proof = true;
  constructor(
    readonly tx: Tx,
    readonly organizationIds: ReadonlySet<string>,
  ) {}
}
export type OrganizationsLocked = OrganizationLockProof;

/** The locked transaction, once `organizationId` is among the organizations it holds (a programming error otherwise). */
export function lockedFor(lock: OrganizationsLocked, organizationId: string): Tx {
  if (!lock.organizationIds.has(organizationId)) throw new Error(`organization ${organizationId} is not among the locked ones`);
  return lock.tx;
}

/**
 * `work` under the organization's row lock: what reads then writes per organization (the ledger balance, the
 * first settlement registration, who is Owner) runs one change at a time. 404 when the organization is gone.
 */
export function withOrganizationLock<T>(organizationId: string, work: (tx: Tx, lock: OrganizationsLocked) => Promise<T>): Promise<T> {
  return withOrganizationsLock([organizationId], work);
}

/** The same for several organizations at once (a delivery report spans many). */
export function withOrganizationsLock<T>(
  organizationIds: readonly string[],
  work: (tx: Tx, lock: OrganizationsLocked) => Promise<T>,
): Promise<T> {
  return withRowsLock(
    { table: "Organization", ids: organizationIds },
    () => new RowNotFoundError("Organization"),
    (tx) => work(tx, new OrganizationLockProof(tx, new Set(organizationIds))),
  );
}
