import "server-only";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

// Counted in Redis when REDIS_URL is set, so every app instance shares one count per key; in process
// otherwise (a single machine). Fixed windows of windowSeconds, starting at a key's first request.
// RATE_LIMIT_PREFIX names this deployment's keys, so two deployments (or two test runs) sharing one Redis never
// spend each other's budgets.

export type RateLimitRule = { requests: number; windowSeconds: number };
type RateLimitResult = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

const state = globalThis as unknown as {
  __adnetRedis?: Redis | null;
  __adnetLimiters?: Map<string, RateLimiterAbstract>;
  __adnetRedisWaited?: Promise<void>;
};

export function redisClient(): Redis | null {
  if (state.__adnetRedis === undefined) {
    state.__adnetRedis = process.env.REDIS_URL
      ? new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
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
  return process.env.RATE_LIMIT_PREFIX || "adnet:rl";
}

function limiterFor({ requests, windowSeconds }: RateLimitRule): RateLimiterAbstract {
  const limiters = (state.__adnetLimiters ??= new Map());
  const id = `${requests}:${windowSeconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const options = { points: requests, duration: windowSeconds, keyPrefix: `${keyPrefix()}:${id}` };
    const redis = redisClient();
    limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          // If Redis is unreachable each instance keeps counting on its own rather than failing requests.
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(id, limiter);
  }
  return limiter;
}

export async function consumeRateLimit(subject: string, rule: RateLimitRule): Promise<RateLimitResult> {
  let res: RateLimiterRes;
  let allowed = true;
  const redis = redisClient();
  if (redis) await redisReady(redis);
  try {
    res = await limiterFor(rule).consume(subject);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    res = error;
    allowed = false;
  }
  return {
    allowed,
    limit: rule.requests,
    remaining: Math.max(0, res.remainingPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}

/** Gives back one request counted for `subject` (an attempt that turned out legitimate, such as a good sign-in). */
export async function refundRateLimit(subject: string, rule: RateLimitRule): Promise<void> {
  await limiterFor(rule)
    .reward(subject, 1)
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
