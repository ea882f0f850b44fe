import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it, vi } from "vitest";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { getDatabaseTarget, prisma } from "@/lib/db/client";
import { TcpProxy } from "@/lib/test/tcp-proxy";
import { consumeRateLimit, rateLimitHeaders, redisClient } from "./rate-limit";
import { postgresLimiter } from "./rate-limit-postgres";

// Runs on Redis when REDIS_URL is set, else on PostgreSQL when the suite runs on it, else in process (the
// embedded database). CI runs all three.
const store = process.env.REDIS_URL ? "redis" : process.env.DATABASE_URL ? "postgres" : "memory";

// On the Redis leg, prove Redis is what counts: a limiter that silently fell back to its in-process insurance
// would pass every other test here.
describe.runIf(store === "redis")("rate limit on Redis", () => {
  it("the client is connected to REDIS_URL (an unreachable Redis fails this leg)", async () => {
    const redis = redisClient()!;
    const ready = await new Promise<boolean>((resolve) => {
      if (redis.status === "ready") return resolve(true);
      const timer = setTimeout(() => resolve(false), 5000);
      redis.once("ready", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    expect(ready, `REDIS_URL=${process.env.REDIS_URL} is set but Redis is not reachable (status ${redis.status})`).toBe(true);
    expect(await redis.ping()).toBe("PONG");
  });

  it("counts in Redis: the subject's key holds the count and expires with the window", async () => {
    const redis = redisClient()!;
    const subject = `test:${randomBytes(6).toString("hex")}`;
    for (let i = 0; i < 3; i++) await consumeRateLimit(subject, { requests: 7, windowSeconds: 90 });
    const keys = await redis.keys(`*${subject}*`);
    expect(keys).toHaveLength(1);
    expect(Number(await redis.get(keys[0]))).toBe(3);
    const ttl = await redis.pttl(keys[0]);
    expect(ttl).toBeGreaterThan(80_000);
    expect(ttl).toBeLessThanOrEqual(90_000);
    await redis.del(keys[0]);
  });
});

// On the PostgreSQL leg, prove the database is what counts, as above for Redis.
describe.runIf(store === "postgres")("rate limit on PostgreSQL", () => {
  it("counts in the RateLimit table: the subject's row holds the count and expires with the window", async () => {
    const subject = `test:${randomBytes(6).toString("hex")}`;
    for (let i = 0; i < 3; i++) await consumeRateLimit(subject, { requests: 7, windowSeconds: 90 });
    const rows = await prisma.$queryRawUnsafe<{ key: string; points: number; expire: bigint }[]>(
      `SELECT key, points, expire FROM "RateLimit" WHERE key LIKE $1`,
      `%:${subject}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].points).toBe(3);
    const left = Number(rows[0].expire) - Date.now();
    expect(left).toBeGreaterThan(80_000);
    expect(left).toBeLessThanOrEqual(90_000);
  });

  it("while PostgreSQL is unreachable each process counts in memory: the limit holds, promptly and without errors", async () => {
    const target = getDatabaseTarget();
    if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
    const url = new URL(target.url);
    const proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(await proxy.start());
    const limiter = postgresLimiter(url.toString(), { points: 2, duration: 60, keyPrefix: "test-outage" });
    const consume = (subject: string) =>
      limiter.consume(subject).then(
        () => true,
        (error) => {
          if (error instanceof RateLimiterRes) return false;
          throw error;
        },
      );
    try {
      const counted = `test:${randomBytes(6).toString("hex")}`;
      expect(await consume(counted)).toBe(true);
      await proxy.stop();
      const subject = `test:${randomBytes(6).toString("hex")}`;
      const started = performance.now();
      const results = [await consume(subject), await consume(subject), await consume(subject)];
      expect(results).toEqual([true, true, false]);
      expect(performance.now() - started).toBeLessThan(5_000);
      // Back up: counts in the database again (the count from before the outage is still there).
      await proxy.start();
      expect(await consume(counted)).toBe(true);
      expect(await consume(counted)).toBe(false);
    } finally {
      await proxy.stop();
    }
  });
});

afterAll(() => {
  redisClient()?.disconnect();
});

describe(`rate limit (${store})`, () => {
  it("lets exactly 10 of 100 concurrent requests through a limit of 10", async () => {
    const subject = `test:${randomBytes(6).toString("hex")}`;
    const results = await Promise.all(Array.from({ length: 100 }, () => consumeRateLimit(subject, { requests: 10, windowSeconds: 60 })));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => !r.allowed)).toHaveLength(90);
    const remaining = results
      .filter((r) => r.allowed)
      .map((r) => r.remaining)
      .sort((a, b) => a - b);
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("counts a burst of one key with one increment in the store, letting the first requests through in their order", async () => {
    const subject = `test:${randomBytes(6).toString("hex")}`;
    const spies = [RateLimiterMemory, RateLimiterRedis, RateLimiterPostgres].map((limiter) => vi.spyOn(limiter.prototype, "consume"));
    try {
      const results = await Promise.all(Array.from({ length: 30 }, () => consumeRateLimit(subject, { requests: 10, windowSeconds: 60 })));
      expect(spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0)).toBe(1);
      expect(results.map((r) => r.allowed)).toEqual([...Array(10).fill(true), ...Array(20).fill(false)]);
      expect(results.map((r) => r.remaining)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0, ...Array(20).fill(0)]);
      // The refused ones were counted too, as one count per request would: the next is refused as well.
      expect((await consumeRateLimit(subject, { requests: 10, windowSeconds: 60 })).allowed).toBe(false);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
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
