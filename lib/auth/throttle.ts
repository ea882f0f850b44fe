import "server-only";
import { ApiError } from "@/lib/api/errors";
import { consumeRateLimit, rateLimitHeaders, refundRateLimit, type RateLimitRule } from "@/lib/api/rate-limit";

// Attempts at the doors an attacker knocks on, counted per client IP and per e-mail address, so neither many
// guesses at one account nor one guess at many accounts goes unchecked. Counted in Redis when configured.
type ThrottledAction = "sign-in" | "sign-up" | "reset" | "accept" | "verify";

const RULES: Record<ThrottledAction, { ip: RateLimitRule; email: RateLimitRule }> = {
  "sign-in": { ip: { requests: 100, windowSeconds: 900 }, email: { requests: 10, windowSeconds: 900 } },
  "sign-up": { ip: { requests: 50, windowSeconds: 3600 }, email: { requests: 5, windowSeconds: 3600 } },
  reset: { ip: { requests: 20, windowSeconds: 3600 }, email: { requests: 5, windowSeconds: 3600 } },
  accept: { ip: { requests: 30, windowSeconds: 900 }, email: { requests: 10, windowSeconds: 900 } },
  verify: { ip: { requests: 30, windowSeconds: 900 }, email: { requests: 10, windowSeconds: 900 } },
};

/**
 * Counts one attempt; 429 RATE_LIMITED with Retry-After (seconds) once either count is spent. The server sets the
 * client IP on every request; without one (an in-process call) only the e-mail is counted, rather than lumping
 * every such caller into one shared count that anyone could exhaust for everyone.
 */
type Who = { ip: string | null; email?: string | null };

function subjects(action: ThrottledAction, who: Who) {
  const rules = RULES[action];
  return [
    ...(who.ip ? [{ subject: `auth:${action}:ip:${who.ip}`, rule: rules.ip }] : []),
    ...(who.email ? [{ subject: `auth:${action}:email:${who.email.trim().toLowerCase()}`, rule: rules.email }] : []),
  ];
}

export async function throttle(action: ThrottledAction, who: Who) {
  const checks = subjects(action, who).map(({ subject, rule }) => consumeRateLimit(subject, rule));
  const refused = (await Promise.all(checks)).filter((result) => !result.allowed);
  if (!refused.length) return;
  const worst = refused.reduce((a, b) => (a.resetSeconds >= b.resetSeconds ? a : b));
  throw new ApiError(429, `Too many attempts. Try again in ${worst.resetSeconds} seconds.`, "RATE_LIMITED", {
    headers: { "Retry-After": rateLimitHeaders(worst)["Retry-After"] },
  });
}

/** An attempt that succeeded (the right password) does not count against the budget for failures. */
export async function forgiveAttempt(action: ThrottledAction, who: Who) {
  await Promise.all(subjects(action, who).map(({ subject, rule }) => refundRateLimit(subject, rule)));
}
