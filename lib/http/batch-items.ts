import "server-only";
import type { NextRequest } from "next/server";
import type { AuditRow } from "@/lib/audit/record-audit";
import type { Tx } from "@/lib/db/client";
import type { EventInput } from "@/lib/events/record-event";
import type { DeferredServingSync } from "@/lib/serving/deferred-sync";
import type { Caller } from "./authenticate";

/**
 * The one transaction the operations of an atomic batch (or of a plan) share, and what each would write last put off
 * to the batch's end (finishShared in batch-call.ts), once every operation passed: their serving syncs as one sync of
 * all their scopes, their audit entries and change events as one insert each.
 */
export type SharedTransaction = {
  tx: Tx;
  servingSync: DeferredServingSync;
  audits: AuditRow[];
  events: EventInput[];
  /**
   * Whether each operation runs under a savepoint of its own, so that a refused one leaves the others' results as
   * they would be (runShared in batch-call.ts: false on the first pass, which the first refusal ends).
   */
  savepoints: boolean;
  /**
   * What waits for a campaign's answer read once at the operations' end (answerAtEnd in batch-call.ts), by campaign
   * id: the operation's result in the batch's answer and its change event's promotedAppIds.
   */
  waiting: Map<string, ((answer: unknown) => void)[]>;
};

/**
 * An operation of a batch (POST /organization/{organizationId}/batch) is a request of its own, handed to the same
 * route wrapper as if it had been sent alone. What the batch already settled for it is kept here, by request:
 * who is calling (authenticated once, its key policy and rate limit charged for every operation by the batch) and
 * the batch's request id, which the operation's log line and audit entry carry instead of one of their own (and
 * whether it is a batch's or a plan's, which the operation's change event names: batchId or planId); and,
 * in an atomic batch, the batch's shared transaction, which every query of the operation joins (its own under a
 * savepoint), and to which its serving sync, audit entry and change event are handed.
 */
export type BatchItem = {
  caller: Caller;
  batchId: string;
  from: "batch" | "plan";
  shared?: SharedTransaction;
  /** Whether no later operation of the atomic batch names the operation's campaign: it may answer it at the end. */
  mayAnswerAtEnd?: boolean;
  /** The campaign the operation answers at the end (answerAtEnd in batch-call.ts), once it chose to. */
  answersAtEnd?: string;
};

export const batchItems = new WeakMap<NextRequest, BatchItem>();

/** Calls `fill` with the campaign's answer once the operations' end read it (answerWaiting in batch-call.ts). */
export function waitForAnswer(shared: SharedTransaction, campaignId: string, fill: (answer: unknown) => void): void {
  const waiting = shared.waiting.get(campaignId);
  if (waiting) waiting.push(fill);
  else shared.waiting.set(campaignId, [fill]);
}
