import "server-only";
import { keyExpired, type Caller, type IntegrationCaller } from "./authenticate";
import { clientIp, ipAllowed } from "@/lib/api/client-ip";
import { ApiError, forbidden } from "@/lib/api/errors";
import { consumeRateLimit, rateLimitHeaders } from "@/lib/api/rate-limit";
import { policyExpired, type PolicyColumns } from "@/lib/auth/stored-key";

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
  if (policyExpired(policy)) throw keyExpired();
  if (!ipAllowed(clientIp(headers), policy.ipWhitelist)) {
    throw forbidden("Requests with this API key are not allowed from your IP address.", "IP_NOT_ALLOWED");
  }
  return chargeRateLimit(policy, 1);
}

/**
 * A batch counts as many requests as it has operations: the request itself was counted by enforceKeyPolicy,
 * this counts the `extra` others before any of them runs (429 RATE_LIMITED when the window has not room for all).
 */
export async function chargeBatch(caller: Caller, extra: number): Promise<Record<string, string>> {
  const policy = callerPolicy(caller);
  if (!policy || extra <= 0) return {};
  return chargeRateLimit(policy, extra);
}

async function chargeRateLimit(policy: Policy, points: number): Promise<Record<string, string>> {
  if (!policy.rateLimitRequests || !policy.rateLimitWindowSeconds) return {};
  const result = await consumeRateLimit(
    `key:${policy.keyId}`,
    { requests: policy.rateLimitRequests, windowSeconds: policy.rateLimitWindowSeconds },
    points,
  );
  const limitHeaders = rateLimitHeaders(result);
  if (!result.allowed) {
    throw new ApiError(429, `Rate limit of ${result.limit} requests per ${policy.rateLimitWindowSeconds} s exceeded.`, "RATE_LIMITED", {
      headers: limitHeaders,
    });
  }
  return limitHeaders;
}
