import "server-only";
import type { Caller, IntegrationCaller } from "./authenticate";
import { clientIp, ipAllowed } from "./client-ip";
import { ApiError, forbidden, unauthorized } from "./errors";
import { consumeRateLimit, rateLimitHeaders } from "./rate-limit";

// A key's policy, wherever it is stored (a member's key: its membership; a service account's key and the
// integration key: their own row): the columns it is kept in, how an answer shows it, how a rotation hands it
// on and retires the old key, and its enforcement on every request made with the key.

/** The columns a key policy is stored in. */
type PolicyColumns = {
  ipWhitelist: string[];
  rateLimitRequests: number | null;
  rateLimitWindowSeconds: number | null;
  expiresAt: Date | null;
};

/** A key policy as a request gives it: what is left out is not limited. */
export type KeyPolicyInput = {
  ipWhitelist?: string[];
  rateLimit?: { requests: number; windowSeconds: number };
  expiresAt?: Date;
};

/** The columns of a key policy; an omitted limit is cleared (a PUT). */
export function keyPolicyColumns(policy: KeyPolicyInput | undefined): PolicyColumns {
  return {
    ipWhitelist: policy?.ipWhitelist ?? [],
    rateLimitRequests: policy?.rateLimit?.requests ?? null,
    rateLimitWindowSeconds: policy?.rateLimit?.windowSeconds ?? null,
    expiresAt: policy?.expiresAt ?? null,
  };
}

/** The stored rate limit as answers show it; null: unlimited. */
export function rateLimitOf(row: PolicyColumns): { requests: number; windowSeconds: number } | null {
  return row.rateLimitRequests && row.rateLimitWindowSeconds ? { requests: row.rateLimitRequests, windowSeconds: row.rateLimitWindowSeconds } : null;
}

/** A stored key's policy as the input of a new key: what a rotation hands on. */
export function policyOf(row: PolicyColumns): KeyPolicyInput {
  return { ipWhitelist: row.ipWhitelist, rateLimit: rateLimitOf(row) ?? undefined, expiresAt: row.expiresAt ?? undefined };
}

/** RETIRING: replaced by a rotation, working until retiresAt; EXPIRED: past its policy's expiresAt. */
export function keyStatus(row: PolicyColumns & { retiresAt: Date | null }, now = new Date()): "ACTIVE" | "RETIRING" | "EXPIRED" {
  return row.retiresAt ? "RETIRING" : row.expiresAt && row.expiresAt <= now ? "EXPIRED" : "ACTIVE";
}

const HOUR_MS = 3_600_000;

/** What a rotation writes on the key it replaces: it stops at once, or after `overlapHours` beside the new one. */
export function retirementOf(overlapHours: number, replacedById: string, now = Date.now()) {
  return overlapHours > 0
    ? { retiresAt: new Date(now + overlapHours * HOUR_MS), replacedById }
    : { retiresAt: new Date(now), revokedAt: new Date(now), replacedById };
}

/** Where-clause of the keys that still work: not revoked, and not past a rotation's overlap. */
export const workingKeys = (now = new Date()) => ({ revokedAt: null, OR: [{ retiresAt: null }, { retiresAt: { gt: now } }] });

type Policy = PolicyColumns & { keyId: string };

/** A member's key follows its membership's policy (operation 13); a service account's or integration key carries its own. */
function callerPolicy(caller: Caller | IntegrationCaller): Policy | null {
  if (caller.apiKey) {
    const { keyExpiresAt, ipWhitelist, rateLimitRequests, rateLimitWindowSeconds } = caller.apiKey.membership;
    return { keyId: caller.apiKey.id, expiresAt: keyExpiresAt, ipWhitelist, rateLimitRequests, rateLimitWindowSeconds };
  }
  if (caller.via === "integrationKey") {
    const { id, expiresAt, ipWhitelist, rateLimitRequests, rateLimitWindowSeconds } = caller.integrationKey;
    return { keyId: id, expiresAt, ipWhitelist, rateLimitRequests, rateLimitWindowSeconds };
  }
  if (caller.via === "serviceAccount") {
    const { id, expiresAt, ipWhitelist, rateLimitRequests, rateLimitWindowSeconds } = caller.serviceAccountKey;
    return { keyId: id, expiresAt, ipWhitelist, rateLimitRequests, rateLimitWindowSeconds };
  }
  return null;
}

/**
 * Enforces an API key's policy (operation 13) on a request made with a key: expiry (401), IP whitelist (403),
 * rate limit (429). Returns the RateLimit-* headers every answer carries.
 */
export async function enforceKeyPolicy(caller: Caller | IntegrationCaller, headers: Headers): Promise<Record<string, string>> {
  const policy = callerPolicy(caller);
  if (!policy) return {};
  if (policy.expiresAt && policy.expiresAt.getTime() <= Date.now()) {
    throw unauthorized("This API key has expired.", "API_KEY_EXPIRED");
  }
  if (!ipAllowed(clientIp(headers), policy.ipWhitelist)) {
    throw forbidden("Requests with this API key are not allowed from your IP address.", "IP_NOT_ALLOWED");
  }
  if (!policy.rateLimitRequests || !policy.rateLimitWindowSeconds) return {};
  const result = await consumeRateLimit(`key:${policy.keyId}`, {
    requests: policy.rateLimitRequests,
    windowSeconds: policy.rateLimitWindowSeconds,
  });
  const limitHeaders = rateLimitHeaders(result);
  if (!result.allowed) {
    throw new ApiError(429, `Rate limit of ${result.limit} requests per ${policy.rateLimitWindowSeconds} s exceeded.`, "RATE_LIMITED", {
      headers: limitHeaders,
    });
  }
  return limitHeaders;
}
