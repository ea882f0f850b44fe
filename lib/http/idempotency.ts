import "server-only";
import { createHash } from "node:crypto";
import type { Tx } from "@/lib/db/client";
import { badRequest, conflict } from "@/lib/api/errors";

// Stripe's model: a POST with Idempotency-Key runs once per caller and key; for 24 hours the same request
// gets the first answer again (Idempotent-Replayed: true), another request under that key 409. Routes whose
// answer holds a secret replay it without the secret (redactSecrets).

const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim (status 0) older than this belongs to a request that died: another may take it over. */
const ABANDONED_CLAIM_MS = 10 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ["content-type", "link", "location"];

export type IdempotentRequest = { callerId: string; key: string; method: string; path: string; requestHash: string };
type Db = Pick<Tx, "idempotencyKey" | "$queryRaw">;

/** The request's Idempotency-Key (1 to 255 visible ASCII characters), or null without one. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const key = headers.get("idempotency-key");
  if (key === null) return null;
  if (!KEY_PATTERN.test(key)) {
    throw badRequest("Idempotency-Key must be 1 to 255 visible ASCII characters.", "VALIDATION_FAILED", [
      { path: "Idempotency-Key", message: "must be 1 to 255 visible ASCII characters" },
    ]);
  }
  return key;
}

export function hashRequest(method: string, path: string, body: string): string {
  return createHash("sha256").update(`${method}\n${path}\n${body}`).digest("hex");
}

function replay(row: { status: number; responseBody: string; responseHeaders: unknown }): Response {
  const headers = new Headers(row.responseHeaders as Record<string, string>);
  headers.set("Idempotent-Replayed", "true");
  return new Response(row.responseBody, { status: row.status, headers });
}

/**
 * Takes the caller's key for this request in `db` (a transaction): the first answer to replay, 409 when the
 * key was used for another request or its first request still runs, or null when this request is the first.
 * The transaction-scoped advisory lock makes a concurrent duplicate 409 IDEMPOTENCY_IN_PROGRESS at once
 * instead of queueing behind the first.
 */
export async function claimKey(db: Db, request: IdempotentRequest): Promise<Response | null> {
  const [lock] = await db.$queryRaw<{ locked: boolean }[]>`
    SELECT pg_try_advisory_xact_lock(hashtextextended(${`${request.callerId}\n${request.key}`}, 0)) AS locked`;
  if (!lock?.locked) throw inProgress();
  const now = Date.now();
  const row = await db.idempotencyKey.findUnique({ where: { callerId_key: { callerId: request.callerId, key: request.key } } });
  const abandoned = row && row.status === 0 && now - row.createdAt.getTime() > ABANDONED_CLAIM_MS;
  if (row && row.expiresAt.getTime() > now && !abandoned) {
    if (row.requestHash !== request.requestHash) {
      throw conflict("This Idempotency-Key was already used for a different request.", "IDEMPOTENCY_KEY_REUSED");
    }
    if (row.status === 0) throw inProgress();
    return replay(row);
  }
  if (row) await db.idempotencyKey.delete({ where: { callerId_key: { callerId: request.callerId, key: request.key } } });
  return null;
}

function inProgress() {
  return conflict("A request with this Idempotency-Key is still running. Retry once it has finished.", "IDEMPOTENCY_IN_PROGRESS");
}

/**
 * The answer as kept for replays: secrets are never stored, so each of `fields` present in the answer is left
 * out and named in `redacted`. A replay then tells a client that lost the first answer that the change (a key
 * rotation, an invitation) did happen, without a copy of the secret sitting in the database for 24 hours.
 */
export function redactSecrets(body: string, fields: readonly string[]): string {
  if (fields.length === 0) return body;
  const answer = JSON.parse(body) as Record<string, unknown>;
  const redacted = fields.filter((field) => field in answer);
  if (redacted.length === 0) return body;
  for (const field of redacted) delete answer[field];
  return JSON.stringify({ ...answer, redacted });
}

/** Stores the answer (status 0: a claim while the request runs outside the transaction). */
export async function storeAnswer(db: Db, request: IdempotentRequest, status: number, body: string, headers: Headers) {
  const responseHeaders = Object.fromEntries(REPLAYED_HEADERS.flatMap((name) => (headers.has(name) ? [[name, headers.get(name)!]] : [])));
  const data = {
    status,
    responseBody: body,
    responseHeaders,
    method: request.method,
    path: request.path,
    requestHash: request.requestHash,
  };
  await db.idempotencyKey.upsert({
    where: { callerId_key: { callerId: request.callerId, key: request.key } },
    create: { ...request, ...data, expiresAt: new Date(Date.now() + IDEMPOTENCY_TTL_MS) },
    update: data,
  });
}

/** Drops a claim whose request failed, so a retry runs it again. */
export async function releaseClaim(db: Db, request: IdempotentRequest) {
  await db.idempotencyKey.deleteMany({ where: { callerId: request.callerId, key: request.key, status: 0 } });
}

/** Expired keys are deleted now and then by the requests themselves (about one write in a hundred). */
export async function sweepExpiredKeys(db: Db) {
  if (Math.random() < 0.01) await db.idempotencyKey.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
