import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { consumeRateLimit, rateLimitHeaders, redisClient } from "./rate-limit";

// Runs on the in-process limiter, and on Redis when REDIS_URL is set (CI runs both).
const store = process.env.REDIS_URL ? "redis" : "memory";

afterAll(() => {
  redisClient()?.disconnect();
});

describe(`rate limit (${store})`, () => {
  it("lets exactly 10 of 100 concurrent requests through a limit of 10", async () => {
    const subject = `test:${randomBytes(6).toString("hex")}`;
    const results = await Promise.all(
      Array.from({ length: 100 }, () => consumeRateLimit(subject, { requests: 10, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => !r.allowed)).toHaveLength(90);
    const remaining = results.filter((r) => r.allowed).map((r) => r.remaining).sort((a, b) => a - b);
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("counts each key on its own", async () => {
    const a = `test:${randomBytes(6).toString("hex")}`;
    const b = `test:${randomBytes(6).toString("hex")}`;
    await consumeRateLimit(a, { requests: 1, windowSeconds: 60 });
    expect((await consumeRateLimit(a, { requests: 1, windowSeconds: 60 })).allowed).toBe(false);
    expect((await consumeRateLimit(b, { requests: 1, windowSeconds: 60 })).allowed).toBe(true);
  });

  it("says when the window resets, and Retry-After once refused", async () => {
    const subject = `test:${randomBytes(6).toString("hex")}`;
    const ok = await consumeRateLimit(subject, { requests: 1, windowSeconds: 120 });
    expect(rateLimitHeaders(ok)).toEqual({ "RateLimit-Limit": "1", "RateLimit-Remaining": "0", "RateLimit-Reset": expect.any(String) });
    const refused = await consumeRateLimit(subject, { requests: 1, windowSeconds: 120 });
    const headers = rateLimitHeaders(refused);
    expect(Number(headers["Retry-After"])).toBeGreaterThan(100);
    expect(Number(headers["Retry-After"])).toBeLessThanOrEqual(120);
  });
});
