import { forbidden } from "@/lib/api/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated requests that change state must come from the console's own origin (CSRF).
 * API-key requests carry no ambient credential and are exempt.
 */
export function assertSameOrigin(method: string, headers: Headers) {
  if (SAFE_METHODS.has(method)) return;
  if (headers.get("sec-fetch-site") === "same-origin") return;
  const source = headers.get("origin") ?? headers.get("referer");
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  let sourceHost: string | null = null;
  try {
    sourceHost = source ? new URL(source).host : null;
  } catch {}
  if (!sourceHost || !host || sourceHost !== host) {
    throw forbidden("Cross-origin requests with a session cookie are not allowed. Use an API key.", "CROSS_ORIGIN_REQUEST");
  }
}
