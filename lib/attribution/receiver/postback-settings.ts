import type { RateLimitRule } from "@/lib/api/rate-limit";

// The operator's settings of the postback receiver (docs/configuration.md).

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Postbacks one token may send per window: POSTBACK_RATE_LIMIT_REQUESTS per POSTBACK_RATE_LIMIT_WINDOW_SECONDS. */
export function postbackRateLimit(env: Record<string, string | undefined> = process.env): RateLimitRule {
  return {
    requests: positiveInteger(env.POSTBACK_RATE_LIMIT_REQUESTS, 60_000),
    windowSeconds: positiveInteger(env.POSTBACK_RATE_LIMIT_WINDOW_SECONDS, 60),
  };
}

/** Days a postback is kept: POSTBACK_RETENTION_DAYS (90). Quarantined (unreadable) ones are kept 7 days. */
export function postbackRetentionDays(env: Record<string, string | undefined> = process.env): number {
  return positiveInteger(env.POSTBACK_RETENTION_DAYS, 90);
}

export const QUARANTINE_RETENTION_DAYS = 7;
