// A stored key's life and policy without a database: what a rotation writes on the key it replaces, which keys the
// where-clause keeps, when a policy has expired, and what an answer says of a key in each state.
import { describe, expect, it } from "vitest";
import { keyPolicyColumns, policyExpired, policyOf, retirementOf, storedKeyAnswer, workingKeys } from "./stored-key";

const NOW = Date.parse("2026-12-06T12:00:00.000Z");
const HOUR = 3_600_000;

const row = (over: Partial<Parameters<typeof storedKeyAnswer>[0]> = {}): Parameters<typeof storedKeyAnswer>[0] => ({
  id: "6740a1b2c3d4e5f60123a001",
  prefix: "osk_AbCdEf",
  ipWhitelist: [],
  rateLimitRequests: null,
  rateLimitWindowSeconds: null,
  expiresAt: null,
  retiresAt: null,
  replacedById: null,
  lastUsedAt: null,
  createdAt: new Date(NOW - 10 * HOUR),
  ...over,
});

describe("retirementOf: what a rotation writes on the key it replaces", () => {
  it("with an overlap, the old key works for exactly that many hours and is not revoked", () => {
    expect(retirementOf(24, "new-id", NOW)).toEqual({ retiresAt: new Date(NOW + 24 * HOUR), replacedById: "new-id" });
    expect(retirementOf(1, "new-id", NOW)).toEqual({ retiresAt: new Date(NOW + HOUR), replacedById: "new-id" });
  });

  it("without one, it stops now: retired and revoked at the same instant", () => {
    expect(retirementOf(0, "new-id", NOW)).toEqual({ retiresAt: new Date(NOW), revokedAt: new Date(NOW), replacedById: "new-id" });
  });

  it("reads the clock when no time is given", () => {
    const before = Date.now();
    const { retiresAt } = retirementOf(2, "new-id");
    expect(retiresAt.getTime()).toBeGreaterThanOrEqual(before + 2 * HOUR);
    expect(retiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 2 * HOUR);
  });
});

describe("workingKeys: the where-clause of the keys that still work", () => {
  it("is exactly: never revoked, and no retirement or one still ahead (a key at the end of its overlap is out)", () => {
    const now = new Date(NOW);
    expect(workingKeys(now)).toEqual({ revokedAt: null, OR: [{ retiresAt: null }, { retiresAt: { gt: now } }] });
  });

  it("reads the clock when no time is given", () => {
    const { retiresAt } = workingKeys().OR[1] as { retiresAt: { gt: Date } };
    expect(Math.abs(retiresAt.gt.getTime() - Date.now())).toBeLessThan(5_000);
  });
});

describe("policyExpired", () => {
  it("is false without an expiry or before it, true at and after it", () => {
    expect(policyExpired({ expiresAt: null }, NOW)).toBe(false);
    expect(policyExpired({ expiresAt: new Date(NOW + 1) }, NOW)).toBe(false);
    expect(policyExpired({ expiresAt: new Date(NOW) }, NOW)).toBe(true);
    expect(policyExpired({ expiresAt: new Date(NOW - 1) }, NOW)).toBe(true);
  });

  it("reads the clock when no time is given", () => {
    expect(policyExpired({ expiresAt: new Date(Date.now() - 1_000) })).toBe(true);
    expect(policyExpired({ expiresAt: new Date(Date.now() + 60_000) })).toBe(false);
  });
});

describe("storedKeyAnswer: a key's status and policy", () => {
  const now = new Date(NOW);

  it("ACTIVE without a retirement or with an expiry still ahead", () => {
    expect(storedKeyAnswer(row(), now).status).toBe("ACTIVE");
    expect(storedKeyAnswer(row({ expiresAt: new Date(NOW + 1) }), now).status).toBe("ACTIVE");
  });

  it("EXPIRED at and after its policy's expiry", () => {
    expect(storedKeyAnswer(row({ expiresAt: new Date(NOW) }), now).status).toBe("EXPIRED");
    expect(storedKeyAnswer(row({ expiresAt: new Date(NOW - HOUR) }), now).status).toBe("EXPIRED");
  });

  it("RETIRING once a rotation replaced it, whatever its expiry", () => {
    expect(storedKeyAnswer(row({ retiresAt: new Date(NOW + HOUR) }), now).status).toBe("RETIRING");
    expect(storedKeyAnswer(row({ retiresAt: new Date(NOW + HOUR), expiresAt: new Date(NOW - 1) }), now).status).toBe("RETIRING");
  });

  it("reads the clock when no time is given", () => {
    expect(storedKeyAnswer(row({ expiresAt: new Date(Date.now() - 1_000) })).status).toBe("EXPIRED");
    expect(storedKeyAnswer(row({ expiresAt: new Date(Date.now() + 60_000) })).status).toBe("ACTIVE");
  });

  it("says every field, times as ISO strings, and a rate limit only when both numbers are set", () => {
    const full = row({
      ipWhitelist: ["127.0.0.1"],
      rateLimitRequests: 10,
      rateLimitWindowSeconds: 60,
      expiresAt: new Date(NOW + HOUR),
      retiresAt: new Date(NOW + 2 * HOUR),
      replacedById: "6740a1b2c3d4e5f60123a002",
      lastUsedAt: new Date(NOW - HOUR),
    });
    expect(storedKeyAnswer(full, now)).toEqual({
      _id: "6740a1b2c3d4e5f60123a001",
      prefix: "osk_AbCdEf",
      status: "RETIRING",
      ipWhitelist: ["127.0.0.1"],
      rateLimit: { requests: 10, windowSeconds: 60 },
      expiresAt: new Date(NOW + HOUR).toISOString(),
      retiresAt: new Date(NOW + 2 * HOUR).toISOString(),
      replacedById: "6740a1b2c3d4e5f60123a002",
      lastUsedAt: new Date(NOW - HOUR).toISOString(),
      createdAt: new Date(NOW - 10 * HOUR).toISOString(),
    });
    expect(storedKeyAnswer(row(), now)).toMatchObject({ rateLimit: null, expiresAt: null, retiresAt: null, lastUsedAt: null });
    expect(storedKeyAnswer(row({ rateLimitRequests: 10 }), now).rateLimit).toBeNull();
    expect(storedKeyAnswer(row({ rateLimitWindowSeconds: 60 }), now).rateLimit).toBeNull();
  });
});

describe("a policy kept and handed on", () => {
  it("keyPolicyColumns clears what the request leaves out", () => {
    expect(keyPolicyColumns(undefined)).toEqual({
      ipWhitelist: [],
      rateLimitRequests: null,
      rateLimitWindowSeconds: null,
      expiresAt: null,
    });
    expect(keyPolicyColumns({})).toEqual({ ipWhitelist: [], rateLimitRequests: null, rateLimitWindowSeconds: null, expiresAt: null });
    const expiresAt = new Date(NOW + HOUR);
    expect(keyPolicyColumns({ ipWhitelist: ["10.0.0.0/8"], rateLimit: { requests: 5, windowSeconds: 30 }, expiresAt })).toEqual({
      ipWhitelist: ["10.0.0.0/8"],
      rateLimitRequests: 5,
      rateLimitWindowSeconds: 30,
      expiresAt,
    });
  });

  it("policyOf hands a rotation the old key's whole policy, and nothing it did not have", () => {
    const expiresAt = new Date(NOW + HOUR);
    expect(policyOf(row({ ipWhitelist: ["127.0.0.1"], rateLimitRequests: 5, rateLimitWindowSeconds: 30, expiresAt }))).toEqual({
      ipWhitelist: ["127.0.0.1"],
      rateLimit: { requests: 5, windowSeconds: 30 },
      expiresAt,
    });
    const bare = policyOf(row());
    expect(bare).toEqual({ ipWhitelist: [], rateLimit: undefined, expiresAt: undefined });
    expect(keyPolicyColumns(bare)).toEqual(keyPolicyColumns(undefined));
  });
});
