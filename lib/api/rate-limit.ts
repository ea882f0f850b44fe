import "server-only";
import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

// Counted in Redis when REDIS_URL is set, so every app instance shares one count per key; in process
// otherwise (a single machine). Fixed windows of windowSeconds, starting at a key's first request.

export type RateLimitRule = { requests: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

const state = globalThis as unknown as { __adnetRedis?: Redis | null; __adnetLimiters?: Map<string, RateLimiterAbstract> };

export function redisClient(): Redis | null {
  if (state.__adnetRedis === undefined) {
    state.__adnetRedis = process.env.REDIS_URL
      ? new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
      : null;
    state.__adnetRedis?.on("error", (error) => console.error(`[rate-limit] redis: ${error.message}`));
  }
  return state.__adnetRedis;
}

function limiterFor({ requests, windowSeconds }: RateLimitRule, redis: Redis | null): RateLimiterAbstract {
  const limiters = (state.__adnetLimiters ??= new Map());
  const id = `${requests}:${windowSeconds}`;
  const storeId = `${redis ? "redis" : "memory"}:${id}`;
  let limiter = limiters.get(storeId);
  if (!limiter) {
    const options = { points: requests, duration: windowSeconds, keyPrefix: `adnet:rl:${id}` };
    limiter = redis
      ? new RateLimiterRedis({
          ...options,
          storeClient: redis,
          rejectIfRedisNotReady: true,
          // If Redis is unreachable each instance keeps counting on its own rather than failing requests.
          insuranceLimiter: new RateLimiterMemory(options),
        })
      : new RateLimiterMemory(options);
    limiters.set(storeId, limiter);
  }
  return limiter;
}

/** Counts one request of `subject`; `redis` defaults to the shared store (tests pass null for the in-process one). */
export async function consumeRateLimit(
  subject: string,
  rule: RateLimitRule,
  redis: Redis | null = redisClient(),
): Promise<RateLimitResult> {
  let res: RateLimiterRes;
  let allowed = true;
  try {
    res = await limiterFor(rule, redis).consume(subject);
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

export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(result.resetSeconds),
  };
  if (!result.allowed) headers["Retry-After"] = String(result.resetSeconds);
  return headers;
}
