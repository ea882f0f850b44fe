import "server-only";
import { createHash } from "node:crypto";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { getDatabaseTarget } from "@/lib/db/client";
import { postgresLimiter } from "./rate-limit-postgres";
import { setting } from "@/lib/config";
import { groupCommit, type Settled } from "@/lib/group-commit";

// Every process of a deployment shares one count per key: in Redis when REDIS_URL is set, else in PostgreSQL
// when the app runs on a server database (several processes, WEB_CONCURRENCY), and in process memory only on
// the embedded database, which allows one process. Fixed windows of windowSeconds, starting at a key's first
// request. While Redis or PostgreSQL is unreachable each process counts on its own in memory rather than
// failing requests.
// RATE_LIMIT_PREFIX names this deployment's keys, so two deployments (or two test runs) sharing one Redis never
// spend each other's budgets.

export type RateLimitRule = { requests: number; windowSeconds: number };
type RateLimitResult = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

const state = globalThis as typeof globalThis & {
  __adnetRedis?: Redis | null;
  __adnetLimiters?: Map<string, RateLimiterAbstract>;
  __adnetRedisWaited?: Promise<void>;
};

export function redisClient(): Redis | null {
  if (state.__adnetRedis === undefined) {
    const url = setting("REDIS_URL");
    state.__adnetRedis = url ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
    state.__adnetRedis?.on("error", (error) => console.error(`[rate-limit] redis: ${error.message}`));
  }
  return state.__adnetRedis;
}

/**
 * At start-up the first requests would otherwise miss Redis and be counted apart: they wait a moment for it,
 * once per process. Later, while Redis is down, requests never wait: they count on the memory fallback.
 */
function redisReady(redis: Redis, timeoutMs = 1000): Promise<void> {
  if (redis.status === "ready") return Promise.resolve();
  return (state.__adnetRedisWaited ??= new Promise<void>((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    function done() {
      clearTimeout(timer);
      redis.off("ready", done);
      resolve();
    }
    redis.once("ready", done);
  }));
}

function keyPrefix(): string {
  return setting("RATE_LIMIT_PREFIX");
}

type LimiterOptions = { points: number; duration: number; keyPrefix: string };

/** Where counts are kept, and a limiter counting there. */
function storeFor(): { where: string; create: (options: LimiterOptions) => RateLimiterAbstract } {
  const redis = redisClient();
  if (redis) {
    return {
      where: "redis",
      create: (options) =>
        new RateLimiterRedis({
          ...options,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory(options),
        }),
    };
  }
  const database = getDatabaseTarget();
  if (database.kind === "postgres") return { where: database.url, create: (options) => postgresLimiter(database.url, options) };
  return { where: "memory", create: (options) => new RateLimiterMemory(options) };
}

function limiterFor({ requests, windowSeconds }: RateLimitRule): RateLimiterAbstract {
  const limiters = (state.__adnetLimiters ??= new Map());
  const store = storeFor();
  const id = `${requests}:${windowSeconds}`;
  // Keyed by the store too: each test file installs a database of its own.
  let limiter = limiters.get(`${store.where}|${id}`);
  if (!limiter) {
    limiter = store.create({ points: requests, duration: windowSeconds, keyPrefix: `${keyPrefix()}:${id}` });
    limiters.set(`${store.where}|${id}`, limiter);
  }
  return limiter;
}

/** Subjects may carry what a client sent (an e-mail): a long one is stored by its hash, within any store's key limits. */
function storedKey(subject: string): string {
  return subject.length <= 200 ? subject : `sha256:${createHash("sha256").update(subject).digest("hex")}`;
}

type Ask = { subject: string; rule: RateLimitRule; points: number };

/** One count of `points` in the store; what it answers about the key after it (a refusal carries the same figures). */
async function consume(subject: string, rule: RateLimitRule, points: number): Promise<RateLimiterRes> {
  const redis = redisClient();
  if (redis) await redisReady(redis);
  try {
    return await limiterFor(rule).consume(storedKey(subject), points);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return error;
  }
}

/**
 * The asks of one flush, counted with one increment per key (rule and subject) and split back in their order: the
 * store adds up every request, refused or not, as one count per request would, so the k-th ask of a key is allowed
 * exactly when the count up to and including it is within the limit. A burst of one key's requests makes one round
 * trip to the store instead of one each.
 */
async function consumeTogether(asks: Ask[]): Promise<Settled<RateLimitResult>[]> {
  const keys = new Map<string, number[]>();
  asks.forEach((ask, i) => {
    const key = `${ask.rule.requests}:${ask.rule.windowSeconds}|${ask.subject}`;
    keys.set(key, [...(keys.get(key) ?? []), i]);
  });
  const results: Settled<RateLimitResult>[] = new Array(asks.length);
  await Promise.all(
    [...keys.values()].map(async (indexes) => {
      const { subject, rule } = asks[indexes[0]];
      const points = indexes.reduce((sum, i) => sum + asks[i].points, 0);
      try {
        const res = await consume(subject, rule, points);
        let counted = res.consumedPoints - points;
        for (const i of indexes) {
          counted += asks[i].points;
          results[i] = {
            ok: true,
            value: {
              allowed: counted <= rule.requests,
              limit: rule.requests,
              remaining: Math.max(0, rule.requests - counted),
              resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
            },
          };
        }
      } catch (error) {
        for (const i of indexes) results[i] = { ok: false, error };
      }
    }),
  );
  return results;
}

const countRequests = groupCommit(consumeTogether);

/**
 * Counts `points` requests (a batch of operations counts each of them) for `subject` under `rule`, with the other
 * requests counted at the same moment on this instance (consumeTogether).
 */
export function consumeRateLimit(subject: string, rule: RateLimitRule, points = 1): Promise<RateLimitResult> {
  return countRequests({ subject, rule, points });
}

/** Gives back one request counted for `subject` (an attempt that turned out legitimate, such as a good sign-in). */
export async function refundRateLimit(subject: string, rule: RateLimitRule): Promise<void> {
  await limiterFor(rule)
    .reward(storedKey(subject), 1)
    .catch(() => {});
}

export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(result.resetSeconds),
  };
  if (!result.allowed) headers["Retry-After"] = String(result.resetSeconds);
  return headers;
}
