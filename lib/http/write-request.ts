import "server-only";
import { auditRow, recordAudit } from "@/lib/audit/record-audit";
import { settleAuthChanges } from "@/lib/auth/auth-change-listener";
import { getPrisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { ApiError } from "@/lib/api/errors";
import { claimKey, redactSecrets, releaseClaim, storeAnswer, sweepExpiredKeys, type IdempotentRequest } from "./idempotency";
import type { RequestContext } from "@/lib/db/request-context";
import type { SharedTransaction } from "./batch-items";

// A state-changing request runs in one transaction: the handler's queries (through the ambient client), the
// audit entry and the idempotency key commit together or not at all. Routes whose work cannot share a
// transaction (an upload streams to storage and starts the job queue) take the key in a claim first. A dry run
// (?dryRun=true) runs the same transaction in full and rolls it back: the same answer, nothing kept.

type WriteSpec = {
  context: RequestContext;
  idempotent: IdempotentRequest | null;
  /**
   * false for routes whose work cannot run inside one transaction (uploads); "items" for a batch, whose operations
   * each run through the wrapper (their own transaction, audit entry and dry run) and which writes nothing itself
   */
  transaction: boolean | "items";
  /** answer fields never stored for a replay (see redactSecrets) */
  secrets: string[];
  /** run, answer, and roll everything back (no Idempotency-Key is taken or kept) */
  dryRun?: boolean;
  /** An operation of an atomic batch or a plan: the shared transaction it joins, which writes its audit entry at its end. */
  shared?: SharedTransaction;
};

// Writes that queue on an organization's row lock hold their connection while they wait: a burst of 200 charges
// to one organization on a busy machine needs more than Prisma's defaults (2 s to start, 5 s to finish).
// A batch's operations run nested in the batch's one transaction when it is atomic: they join it, each under a savepoint
// (or, on a first pass that any refusal ends, with none: SharedTransaction's `savepoints`).
const TRANSACTION_OPTIONS = { maxWait: 30_000, timeout: 60_000 };

/** A refusal the handler returned rather than threw, or a dry run's answer: its transaction must not commit. */
class Refused {
  constructor(readonly response: Response) {}
}

/** The id of what a create made (`_id` or `id` of the answer), for the audit entry's target. */
function answerId(body: string): string | null {
  try {
    const value = JSON.parse(body) as { _id?: unknown; id?: unknown };
    const id = value?._id ?? value?.id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

function rebuilt(response: Response, body: string) {
  return new Response(body, { status: response.status, headers: response.headers });
}

export async function runWrite(spec: WriteSpec, handler: () => Promise<Response>): Promise<Response> {
  if (spec.transaction === "items") {
    // Each operation records its own audit entry; the batch itself none.
    spec.context.audited = true;
    if (!spec.dryRun) {
      const response = await withClaim(spec, handler);
      await settleAuthChanges();
      return response;
    }
    const response = await handler();
    response.headers.set("Dry-Run", "true");
    return response;
  }
  if (spec.dryRun) {
    if (!spec.transaction)
      throw new ApiError(400, "This write cannot be dry run: it does not run in one transaction.", "DRY_RUN_UNSUPPORTED");
    const response = await inTransaction(spec, handler);
    response.headers.set("Dry-Run", "true");
    return response;
  }
  const response = await (spec.transaction ? inTransaction(spec, handler) : withClaim(spec, handler));
  // A change to a key, role or membership is dropped from this instance's cache before the client hears of it.
  if (response.ok && !spec.context.inBatch) await settleAuthChanges();
  return response;
}

async function inTransaction({ context, idempotent, secrets, shared }: WriteSpec, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await transaction(
      async (tx) => {
        if (idempotent) {
          const replayed = await claimKey(tx, idempotent);
          if (replayed) return replayed;
        }
        let response: Response;
        context.tx = tx;
        try {
          response = await handler();
        } finally {
          context.tx = undefined;
        }
        if (!response.ok) throw new Refused(response);
        const body = await response.text();
        if (context.dryRun) throw new Refused(rebuilt(response, body));
        if (!context.audited) {
          const targetId = context.audit?.targetId ?? answerId(body);
          // Kept only when every operation passes: a refused batch or plan rolls the whole transaction back.
          if (shared) shared.audits.push(auditRow({ targetId }));
          else await recordAudit(tx, { targetId });
        }
        if (idempotent) {
          await storeAnswer(tx, idempotent, response.status, redactSecrets(body, secrets), response.headers);
          await sweepExpiredKeys(tx);
        }
        return rebuilt(response, body);
      },
      { ...TRANSACTION_OPTIONS, whenNested: shared && !shared.savepoints ? "inline" : "join" },
    );
  } catch (error) {
    if (error instanceof Refused) return error.response;
    throw error;
  }
}

async function withClaim({ context, idempotent, secrets }: WriteSpec, handler: () => Promise<Response>): Promise<Response> {
  const prisma = getPrisma();
  if (idempotent) {
    const replayed = await transaction(async (tx) => {
      const first = await claimKey(tx, idempotent);
      if (!first) await storeAnswer(tx, idempotent, 0, "", new Headers());
      return first;
    });
    if (replayed) return replayed;
  }
  let response: Response;
  try {
    response = await handler();
  } catch (error) {
    if (idempotent) await releaseClaim(prisma, idempotent).catch(() => {});
    throw error;
  }
  if (!response.ok) {
    if (idempotent) await releaseClaim(prisma, idempotent).catch(() => {});
    return response;
  }
  const body = await response.text();
  // The handler records its audit entry in its own transaction; this is the fallback for one that did not.
  if (!context.audited) await transaction((tx) => recordAudit(tx, { targetId: context.audit?.targetId ?? answerId(body) }));
  if (idempotent) await storeAnswer(prisma, idempotent, response.status, redactSecrets(body, secrets), response.headers);
  return rebuilt(response, body);
}
