import type { RateLimitRule } from "@/lib/api/rate-limit";
import { setting } from "@/lib/config";

// The operator's settings of the postback receiver (docs/configuration.md).

/** Postbacks one token may send per window: POSTBACK_RATE_LIMIT_REQUESTS per POSTBACK_RATE_LIMIT_WINDOW_SECONDS. */
export function postbackRateLimit(env: Record<string, string | undefined> = process.env): RateLimitRule {
  return {
    requests: setting("POSTBACK_RATE_LIMIT_REQUESTS", env),
    windowSeconds: setting("POSTBACK_RATE_LIMIT_WINDOW_SECONDS", env),
  };
}

/** Days a postback is kept: POSTBACK_RETENTION_DAYS (90). Quarantined (unreadable) ones are kept 7 days. */
export function postbackRetentionDays(env: Record<string, string | undefined> = process.env): number {
  return setting("POSTBACK_RETENTION_DAYS", env);
}

export const QUARANTINE_RETENTION_DAYS = 7;
