import "server-only";
import type { NextRequest } from "next/server";
import type { Tx } from "@/lib/db/client";
import type { DeferredServingSync } from "@/lib/serving/deferred-sync";
import type { Caller } from "./authenticate";

/**
 * An operation of a batch (POST /organization/{organizationId}/batch) is a request of its own, handed to the same
 * route wrapper as if it had been sent alone. What the batch already settled for it is kept here, by request:
 * who is calling (authenticated once, its key policy and rate limit charged for every operation by the batch) and
 * the batch's request id, which the operation's log line and audit entry carry instead of one of their own (and
 * whether it is a batch's or a plan's, which the operation's change event names: batchId or planId); and,
 * in an atomic batch, the batch's one transaction, which every query of the operation joins (its own under a savepoint),
 * and the serving sync the operation's declared scope is added to, which the batch runs once before it commits.
 */
type BatchItem = { caller: Caller; batchId: string; from: "batch" | "plan"; tx?: Tx; servingSync?: DeferredServingSync };

export const batchItems = new WeakMap<NextRequest, BatchItem>();
