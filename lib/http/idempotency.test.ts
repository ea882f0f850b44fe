// The Idempotency-Key store's own decisions, one by one, on the database (the routes' behaviour is in
// hardening/idempotency.test.ts): when a stored answer is replayed, when a claim is still running or was abandoned,
// when a key has expired, what a replay keeps of the answer, and that releasing or sweeping keys touches only theirs.
import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { ApiError } from "@/lib/api/errors";
import {
  claimKey,
  idempotencyKeyOf,
  redactSecrets,
  releaseClaim,
  storeAnswer,
  sweepExpiredKeys,
  type IdempotentRequest,
} from "./idempotency";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let seq = 0;

function request(overrides: Partial<IdempotentRequest> = {}): IdempotentRequest {
  seq += 1;
  return { callerId: `caller-${seq}`, key: `key-${seq}`, method: "POST", path: "/api/core/things", requestHash: "hash-a", ...overrides };
}

/** A stored key as claimKey finds it: `status` 0 is a claim of a request still running. */
async function stored(req: IdempotentRequest, { status = 201, createdAt = new Date(), expiresAt = new Date(Date.now() + 24 * HOUR) } = {}) {
  await prisma.idempotencyKey.create({
    data: { ...req, status, responseBody: '{"id":"first"}', responseHeaders: { "content-type": "application/json" }, createdAt, expiresAt },
  });
}

const claim = (req: IdempotentRequest) => transaction((tx) => claimKey(tx, req));
const row = (req: IdempotentRequest) =>
  prisma.idempotencyKey.findUnique({ where: { callerId_key: { callerId: req.callerId, key: req.key } } });

async function refusal(promise: Promise<unknown>): Promise<{ status: number; reason: string | undefined }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  return { status: apiError.statusCode, reason: apiError.reason };
}

afterEach(() => vi.restoreAllMocks());

describe("idempotencyKeyOf", () => {
  it("is null without the header, and the header's value with one", () => {
    expect(idempotencyKeyOf(new Headers())).toBeNull();
    expect(idempotencyKeyOf(new Headers({ "idempotency-key": "null" }))).toBe("null");
  });
});

describe("claimKey", () => {
  it("lets the first request through and stores nothing for it", async () => {
    const req = request();
    expect(await claim(req)).toBeNull();
    expect(await row(req)).toBeNull();
  });

  it("replays a finished answer with its status, kept headers and Idempotent-Replayed", async () => {
    const req = request();
    await stored(req, { status: 201 });
    const answer = await claim(req);
    expect(answer?.status).toBe(201);
    expect(answer?.headers.get("idempotent-replayed")).toBe("true");
    expect(answer?.headers.get("content-type")).toBe("application/json");
    expect(await answer?.text()).toBe('{"id":"first"}');
  });

  it("refuses another request under a used key with 409 IDEMPOTENCY_KEY_REUSED", async () => {
    const req = request();
    await stored(req);
    expect(await refusal(claim({ ...req, requestHash: "hash-b" }))).toEqual({ status: 409, reason: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("tells a retry that the first request still runs (409 IDEMPOTENCY_IN_PROGRESS) until its claim is 10 minutes old", async () => {
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now);
    const running = request();
    await stored(running, { status: 0, createdAt: new Date(now - 9 * MINUTE) });
    expect(await refusal(claim(running))).toEqual({ status: 409, reason: "IDEMPOTENCY_IN_PROGRESS" });
    const exactlyTen = request();
    await stored(exactlyTen, { status: 0, createdAt: new Date(now - 10 * MINUTE) });
    expect(await refusal(claim(exactlyTen))).toEqual({ status: 409, reason: "IDEMPOTENCY_IN_PROGRESS" });
    expect(await row(exactlyTen)).not.toBeNull();
  });

  it("takes over a claim older than 10 minutes (its request died): the retry runs, and the dead claim is gone", async () => {
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now);
    const req = request();
    await stored(req, { status: 0, createdAt: new Date(now - 10 * MINUTE - 1) });
    expect(await claim(req)).toBeNull();
    expect(await row(req)).toBeNull();
  });

  it("replays a finished answer however old it is within its 24 hours (only a claim is ever abandoned)", async () => {
    const req = request();
    await stored(req, { status: 200, createdAt: new Date(Date.now() - 23 * HOUR) });
    expect((await claim(req))?.headers.get("idempotent-replayed")).toBe("true");
  });

  it("treats a key at or past its expiry as unused: the request runs and the old answer is deleted", async () => {
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now);
    const atExpiry = request();
    await stored(atExpiry, { expiresAt: new Date(now) });
    expect(await claim(atExpiry)).toBeNull();
    expect(await row(atExpiry)).toBeNull();
    const justBefore = request();
    await stored(justBefore, { expiresAt: new Date(now + 1) });
    expect((await claim(justBefore))?.status).toBe(201);
  });

  it("answers 409 IDEMPOTENCY_IN_PROGRESS when another transaction holds the key, whatever the lock query answers", async () => {
    const lockedElsewhere = { $queryRaw: async () => [{ locked: false }] } as unknown as Tx;
    expect(await refusal(claimKey(lockedElsewhere, request()))).toEqual({ status: 409, reason: "IDEMPOTENCY_IN_PROGRESS" });
    const noAnswer = { $queryRaw: async () => [] } as unknown as Tx;
    expect(await refusal(claimKey(noAnswer, request()))).toEqual({ status: 409, reason: "IDEMPOTENCY_IN_PROGRESS" });
  });
});

describe("storeAnswer", () => {
  it("keeps only the headers a replay needs, and a claim's first answer replaces it", async () => {
    const req = request();
    const headers = new Headers({
      "content-type": "application/json",
      location: "/api/core/things/1",
      link: "</x>; rel=next",
      "set-cookie": "a=b",
    });
    await storeAnswer(prisma, req, 0, "", new Headers());
    await storeAnswer(prisma, req, 201, '{"id":"1"}', headers);
    const kept = await row(req);
    expect(kept?.status).toBe(201);
    expect(kept?.responseBody).toBe('{"id":"1"}');
    expect(kept?.responseHeaders).toEqual({ "content-type": "application/json", location: "/api/core/things/1", link: "</x>; rel=next" });
  });
});

describe("releaseClaim", () => {
  it("drops only this caller's running claim under this key", async () => {
    const req = request();
    await stored(req, { status: 0 });
    const otherKey = { ...req, key: `${req.key}-other` };
    await stored(otherKey, { status: 0 });
    const otherCaller = { ...req, callerId: `${req.callerId}-other` };
    await stored(otherCaller, { status: 0 });
    const finished = request();
    await stored(finished, { status: 200 });
    await releaseClaim(prisma, req);
    await releaseClaim(prisma, finished);
    expect(await row(req)).toBeNull();
    expect(await row(otherKey)).not.toBeNull();
    expect(await row(otherCaller)).not.toBeNull();
    expect(await row(finished)).not.toBeNull();
  });
});

describe("sweepExpiredKeys", () => {
  it("about one call in a hundred deletes the expired keys, and only those", async () => {
    const expired = request();
    await stored(expired, { expiresAt: new Date(Date.now() - MINUTE) });
    const live = request();
    await stored(live);
    const random = vi.spyOn(Math, "random");
    for (const draw of [0.5, 0.01]) {
      random.mockReturnValue(draw);
      await sweepExpiredKeys(prisma);
      expect(await row(expired), `draw ${draw}`).not.toBeNull();
    }
    random.mockReturnValue(0.0099);
    await sweepExpiredKeys(prisma);
    expect(await row(expired)).toBeNull();
    expect(await row(live)).not.toBeNull();
  });
});

describe("redactSecrets", () => {
  it("leaves an answer with no secret fields as it was sent, byte for byte, JSON or not", () => {
    expect(redactSecrets("id,name\n1,a\n", [])).toBe("id,name\n1,a\n");
    expect(redactSecrets('{ "id": "1" }', ["secret"])).toBe('{ "id": "1" }');
  });

  it("leaves out each secret the answer holds and names those, not the ones it lacks", () => {
    expect(JSON.parse(redactSecrets('{"id":"1","secret":"s3","token":"t"}', ["secret", "token", "recoveryCodes"]))).toEqual({
      id: "1",
      redacted: ["secret", "token"],
    });
  });
});
