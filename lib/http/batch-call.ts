import "server-only";
import { NextRequest } from "next/server";
import { recordAudits } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { recordEvents } from "@/lib/events/record-event";
import { DeferredServingSync } from "@/lib/serving/deferred-sync";
import type { Caller } from "./authenticate";
import { batchItems, type BatchItem, type SharedTransaction } from "./batch-items";
import { handlerOf, servingScopeOf, type Operation } from "./operation";

// Headers of the batch request an operation of it must not inherit: its own body has its own length and type,
// and the batch's Idempotency-Key covers the batch, not each operation.
const NOT_INHERITED = new Set(["content-length", "content-type", "idempotency-key", "transfer-encoding"]);

export type { SharedTransaction };

/** A refused operation on the first pass of runShared, which ends it. */
class RefusedOnFirstPass extends Error {}

/**
 * Runs `all`, the operations of an atomic batch or of a plan, in `tx`, which they share (see SharedTransaction), and
 * answers what `all` answered with the shared transaction to finish (finishShared) when nothing was refused. An
 * operation's own savepoint is there only so that a refused one leaves the others' results as they would be (the
 * answer says what each would have done), and costs two round trips. So they first run with none, under one savepoint
 * for all of them: the first refusal rolls that back and they run again from the start, each under its own.
 */
export async function runShared<T>(
  tx: Tx,
  all: (shared: SharedTransaction) => Promise<T>,
): Promise<{ result: T; shared: SharedTransaction }> {
  try {
    return await transaction(async () => {
      const shared = sharedTransaction(tx, false);
      return { result: await all(shared), shared };
    });
  } catch (error) {
    if (!(error instanceof RefusedOnFirstPass)) throw error;
  }
  const shared = sharedTransaction(tx, true);
  return { result: await all(shared), shared };
}

function sharedTransaction(tx: Tx, savepoints: boolean): SharedTransaction {
  return { tx, servingSync: new DeferredServingSync(), audits: [], events: [], savepoints, waiting: new Map() };
}

/**
 * The answer of an operation of an atomic batch that answers its campaign as the write left it, when no later
 * operation of the batch names that campaign: an empty 200 now, the campaign read at the operations' end with every
 * other such operation's, in one statement (answerWaiting), which is the campaign as this operation left it. Undefined
 * anywhere else (a single request, a non-atomic batch, a dry run, a campaign written again later): the operation
 * reads its answer itself.
 */
export function answerAtEnd(req: NextRequest, campaignId: string): Response | undefined {
  const item = batchItems.get(req);
  if (!item?.shared || !item.mayAnswerAtEnd) return undefined;
  item.answersAtEnd = campaignId;
  return new Response(null);
}

/**
 * Reads the answers the operations put off to their end (answerAtEnd), all at once with `read` in the shared
 * transaction, and hands them on.
 */
export async function answerWaiting(
  shared: SharedTransaction,
  read: (tx: Tx, campaignIds: string[]) => Promise<Map<string, unknown>>,
): Promise<void> {
  if (!shared.waiting.size) return;
  const answers = await read(shared.tx, [...shared.waiting.keys()]);
  for (const [campaignId, fills] of shared.waiting) {
    const answer = answers.get(campaignId);
    if (answer === undefined) throw new Error(`the campaign ${campaignId} an operation changed was not read at the batch's end`);
    for (const fill of fills) fill(answer);
  }
  shared.waiting.clear();
}

/**
 * Once every operation passed: their audit entries and change events, one insert each, and their serving syncs as
 * one, in the shared transaction, before it commits (and before a dry run's rollback, which so still proves they
 * pass). A refused batch, kept by nobody, needs none.
 */
export async function finishShared(shared: SharedTransaction): Promise<void> {
  await recordAudits(shared.tx, shared.audits.splice(0));
  await recordEvents(shared.tx, shared.events.splice(0));
  await shared.servingSync.flush(shared.tx);
}

type ItemInput = {
  /** The batch request: its caller's headers (cookie or key, origin, client IP) are the operation's. */
  req: NextRequest;
  caller: Caller;
  batchId: string;
  /** whether the operation is one of a batch's or of a plan's writes (its change event says batchId or planId) */
  from: "batch" | "plan";
  params: Record<string, string>;
  body: unknown;
  dryRun: boolean;
  /** The atomic batch's transaction, which the operation joins (its serving sync put off to the batch's). */
  shared?: SharedTransaction;
  /** Whether no later operation names the operation's campaign, so that it may answer it at the end (answerAtEnd). */
  mayAnswerAtEnd?: boolean;
};

function pathOf(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/**
 * Runs one operation of a batch through its own route handler, as if it had been sent alone with the batch's
 * credentials: the same parsing, permission check, row lock, state checks, transaction (or savepoint) and audit
 * entry. Answers its status and parsed answer, or, for one that answers its campaign at the end (answerAtEnd), the
 * campaign's id in `answeredAtEnd` instead (its answer then comes through waitForAnswer).
 */
export async function callBatchItem(
  operation: Operation,
  input: ItemInput,
): Promise<{ status: number; body: unknown; answeredAtEnd?: string }> {
  const url = new URL(pathOf(operation.path, input.params), input.req.nextUrl.origin);
  if (input.dryRun) url.searchParams.set("dryRun", "true");
  const headers = new Headers();
  for (const [name, value] of input.req.headers) if (!NOT_INHERITED.has(name)) headers.set(name, value);
  const hasBody = input.body !== undefined;
  if (hasBody) headers.set("content-type", "application/json");
  const req = new NextRequest(url, { method: operation.method, headers, body: hasBody ? JSON.stringify(input.body) : undefined });
  const { shared } = input;
  if (shared) {
    // Before the operation's savepoint: the sync it may read then stays kept whatever the operation comes to.
    const scope = servingScopeOf(operation, input.params);
    if (scope && shared.servingSync.overlaps(scope)) await shared.servingSync.flush(shared.tx);
  }
  const item: BatchItem = { caller: input.caller, batchId: input.batchId, from: input.from, shared, mayAnswerAtEnd: input.mayAnswerAtEnd };
  batchItems.set(req, item);
  const response = await handlerOf(operation)(req, { params: Promise.resolve(input.params) });
  if (shared && !shared.savepoints && !response.ok) throw new RefusedOnFirstPass();
  if (response.ok && item.answersAtEnd) return { status: response.status, body: undefined, answeredAtEnd: item.answersAtEnd };
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
