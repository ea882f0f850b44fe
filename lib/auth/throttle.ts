import "server-only";
import ipaddr from "ipaddr.js";
import { ApiError } from "@/lib/api/errors";
import { consumeRateLimit, rateLimitHeaders, refundRateLimit, type RateLimitRule } from "@/lib/api/rate-limit";
import { retryWaitInWords } from "./retry-wait";

// Attempts at the doors an attacker knocks on. Each door counts per (account, client address) and per client
// address: many guesses at one account from one address, and one address trying many accounts, are held; but
// a stranger's failures count against the stranger's address only, so nobody can lock a user out of their
// account by failing on purpose from elsewhere. Counted where every process of the deployment shares counts.
//
// A per-account ceiling across all addresses is kept only where it guards something the pair cannot:
// - sign-in: against guessing spread over many addresses (a botnet gets 10 guesses per address otherwise). It is
//   ten times the pair's limit and counts only attempts the pair and address limits let through, so reaching it
//   takes at least ten addresses acting together; one address failing on and on never touches it.
// - sign-up and reset: every attempt sends a mail to the address, and the ceiling bounds how many it receives.
// Accepting an invitation needs its secret token and confirming an address has no account to count: neither has one.
type ThrottledAction = "sign-in" | "second-factor" | "sign-up" | "reset" | "accept" | "verify";

type DoorRules = { pair: RateLimitRule; ip: RateLimitRule; account?: RateLimitRule };

const RULES: Record<ThrottledAction, DoorRules> = {
  "sign-in": {
    pair: { requests: 10, windowSeconds: 900 },
    ip: { requests: 100, windowSeconds: 900 },
    account: { requests: 100, windowSeconds: 900 },
  },
  // Codes after a right password: counted per (account, address) like passwords, with the account's ceiling.
  "second-factor": {
    pair: { requests: 10, windowSeconds: 900 },
    ip: { requests: 100, windowSeconds: 900 },
    account: { requests: 100, windowSeconds: 900 },
  },
  "sign-up": {
    pair: { requests: 5, windowSeconds: 3600 },
    ip: { requests: 50, windowSeconds: 3600 },
    account: { requests: 20, windowSeconds: 3600 },
  },
  reset: {
    pair: { requests: 5, windowSeconds: 3600 },
    ip: { requests: 20, windowSeconds: 3600 },
    account: { requests: 20, windowSeconds: 3600 },
  },
  accept: { pair: { requests: 10, windowSeconds: 900 }, ip: { requests: 30, windowSeconds: 900 } },
  verify: { pair: { requests: 10, windowSeconds: 900 }, ip: { requests: 30, windowSeconds: 900 } },
};

/**
 * The server sets the client IP on every request; without one (an in-process call) the pair is counted per
 * e-mail alone, rather than lumping every such caller into one shared count that anyone could exhaust.
 */
type Who = { ip: string | null; email?: string | null };
type Count = { subject: string; rule: RateLimitRule };

/** An IPv6 client is counted by its /64, which one subscriber typically holds whole. */
function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === "ipv4") return parsed.toString();
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/** The counts an attempt spends: the pair and the address first, then the account's ceiling. */
function counts(action: ThrottledAction, who: Who): { first: Count[]; then: Count[] } {
  const rules = RULES[action];
  const ip = who.ip ? addressKey(who.ip) : null;
  const email = who.email?.trim().toLowerCase() || null;
  return {
    first: [
      ...(ip ? [{ subject: `auth:${action}:ip:${ip}`, rule: rules.ip }] : []),
      ...(email ? [{ subject: `auth:${action}:pair:${ip ?? "-"}:${email}`, rule: rules.pair }] : []),
    ],
    then: email && rules.account ? [{ subject: `auth:${action}:account:${email}`, rule: rules.account }] : [],
  };
}

async function spend(list: Count[]) {
  const refused = (await Promise.all(list.map(({ subject, rule }) => consumeRateLimit(subject, rule)))).filter((r) => !r.allowed);
  return refused.length ? refused.reduce((a, b) => (a.resetSeconds >= b.resetSeconds ? a : b)) : null;
}

/** Counts one attempt; 429 RATE_LIMITED with Retry-After (seconds), and the wait in words, once a count is spent. */
export async function throttle(action: ThrottledAction, who: Who) {
  const { first, then } = counts(action, who);
  const refused = (await spend(first)) ?? (await spend(then));
  if (!refused) return;
  throw new ApiError(429, `Too many attempts. Try again in ${retryWaitInWords(refused.resetSeconds)}.`, "RATE_LIMITED", {
    headers: { "Retry-After": rateLimitHeaders(refused)["Retry-After"] },
  });
}

/** An attempt that succeeded (the right password) does not count against the budget for failures. */
export async function forgiveAttempt(action: ThrottledAction, who: Who) {
  const { first, then } = counts(action, who);
  await Promise.all([...first, ...then].map(({ subject, rule }) => refundRateLimit(subject, rule)));
}
