import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consumeRateLimit, rateLimitHeaders, redisClient } from "./rate-limit";

const subject = () => `test:${randomBytes(6).toString("hex")}`;

async function burst(redis: ReturnType<typeof redisClient>) {
  const key = subject();
  const rule = { requests: 10, windowSeconds: 60 };
  const results = await Promise.all(Array.from({ length: 100 }, () => consumeRateLimit(key, rule, redis)));
  return results;
}

describe("consumeRateLimit", () => {
  it("in memory: under 100 concurrent requests against a limit of 10, exactly 10 pass", async () => {
    const results = await burst(null);
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => !r.allowed).every((r) => r.remaining === 0 && r.resetSeconds > 0 && r.resetSeconds <= 60)).toBe(true);
  });

  it.skipIf(!process.env.REDIS_URL)("on Redis: under 100 concurrent requests against a limit of 10, exactly 10 pass", async () => {
    const redis = redisClient()!;
    if (redis.status !== "ready") await new Promise((resolve) => redis.once("ready", resolve));
    const results = await burst(redis);
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(await redis.keys("adnet:rl:10:60:test:*")).not.toHaveLength(0);
  });

  it("counts subjects apart", async () => {
    const rule = { requests: 1, windowSeconds: 60 };
    expect((await consumeRateLimit(subject(), rule, null)).allowed).toBe(true);
    expect((await consumeRateLimit(subject(), rule, null)).allowed).toBe(true);
  });

  it("headers: RateLimit-* always, Retry-After only when refused", () => {
    expect(rateLimitHeaders({ allowed: true, limit: 10, remaining: 3, resetSeconds: 42 })).toEqual({
      "RateLimit-Limit": "10",
      "RateLimit-Remaining": "3",
      "RateLimit-Reset": "42",
    });
    expect(rateLimitHeaders({ allowed: false, limit: 10, remaining: 0, resetSeconds: 42 })).toMatchObject({ "Retry-After": "42" });
  });
});
