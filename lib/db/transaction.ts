import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { getPrisma, type Tx } from "./client";
import type { Prisma } from "./generated/client";
import { requestContext } from "@/lib/db/request-context";

/** What a transaction of its own may be asked for. */
type OwnOptions = { maxWait?: number; timeout?: number; isolationLevel?: Prisma.TransactionIsolationLevel };

/**
 * `whenNested: "join"` says the options are for a transaction of its own only, and that joining an outer one
 * (whose own limits then apply) is what the caller wants. Without it, options in a nested call throw.
 * `"inline"` joins too, but with no savepoint of its own: for work whose every failure its callers pass on, so that
 * it fails whatever encloses it (the request's transaction, or a batch operation's savepoint) and nothing catches it.
 */
type TransactionOptions = OwnOptions & { whenNested?: "join" | "inline" };

/** The transaction a `transaction()` call opened, so calls nested in its work join it. */
const opened = new AsyncLocalStorage<Tx>();
let savepoints = 0;

/**
 * The row locks each transaction holds (lib/db/row-lock.ts: "share:Table:id", "update:Table:id" and "update:Table:id@organizationId"),
 * so a lock helper in the same transaction does not take them again (the organization of a batch's hundredth
 * campaign write, the campaigns a batch or a plan locked up front). A savepoint rolled back releases what was locked
 * under it: its transaction's are then all forgotten (and taken again when asked for).
 */
const held = new WeakMap<Tx, Set<string>>();

/** The row locks `tx` holds (see `held`), filled in by the row-lock helpers. */
export function locksHeldBy(tx: Tx): Set<string> {
  let locks = held.get(tx);
  if (!locks) held.set(tx, (locks = new Set()));
  return locks;
}

/** The transaction this code runs in, if any: the request's (the route wrapper's) or one `transaction()` opened. */
function outerTransaction(): Tx | undefined {
  return requestContext()?.tx ?? opened.getStore();
}

/**
 * Joins `outer` under a savepoint (Prisma has no nesting): a nested part that fails, such as a unique
 * violation its code catches and retries, rolls back only its own part and leaves the outer transaction usable.
 */
async function joinUnderSavepoint<T>(outer: Tx, work: (tx: Tx) => Promise<T>): Promise<T> {
  const name = `nested_${++savepoints}`;
  await outer.$executeRawUnsafe(`SAVEPOINT ${name}`);
  try {
    const result = await work(outer);
    await outer.$executeRawUnsafe(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await outer.$executeRawUnsafe(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => {});
    held.delete(outer);
    throw error;
  }
}

/**
 * The one way to run queries in a transaction. Outside any transaction, `work` gets a transaction of its own
 * (with `options`). Inside one (a state-changing request's, or another `transaction()`'s), `work` joins it: it
 * commits with the outer transaction, and options a nested call cannot honour throw rather than being dropped.
 */
export async function transaction<T>(work: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const { whenNested, ...own } = options ?? {};
  const outer = outerTransaction();
  if (outer) {
    if (Object.keys(own).length && !whenNested) {
      throw new Error(
        `transaction(): ${Object.keys(own).join(", ")} cannot be honoured by a call nested in another transaction, which it joins; pass whenNested: "join" if the outer transaction's limits will do.`,
      );
    }
    return whenNested === "inline" ? work(outer) : joinUnderSavepoint(outer, work);
  }
  return getPrisma().$transaction((tx) => opened.run(tx, () => work(tx)), own);
}
