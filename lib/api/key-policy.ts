import "server-only";
import type { Caller } from "./authenticate";
import { clientIp, ipAllowed } from "./client-ip";
import { ApiError, forbidden, unauthorized } from "./errors";
import { consumeRateLimit, rateLimitHeaders } from "./rate-limit";

/**
 * Enforces the member's API-key policy (operation 13) on a request made with a key: expiry (401),
 * IP whitelist (403), rate limit (429). Returns the RateLimit-* headers every answer carries.
 */
export async function enforceKeyPolicy(caller: Caller, headers: Headers): Promise<Record<string, string>> {
  if (!caller.apiKey) return {};
  const policy = caller.apiKey.membership;
  if (policy.keyExpiresAt && policy.keyExpiresAt.getTime() <= Date.now()) {
    throw unauthorized("This API key has expired.", "API_KEY_EXPIRED");
  }
  if (!ipAllowed(clientIp(headers), policy.ipWhitelist)) {
    throw forbidden("Requests with this API key are not allowed from your IP address.", "IP_NOT_ALLOWED");
  }
  if (!policy.rateLimitRequests || !policy.rateLimitWindowSeconds) return {};
  const result = await consumeRateLimit(`key:${caller.apiKey.id}`, {
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
