"use client";
import { getCsrfToken } from "next-auth/react";

type SignInOutcome = { ok: true } | { ok: false; retryAfter?: number; unavailable?: boolean };

/**
 * Posts e-mail and password to next-auth's credentials callback. next-auth's own signIn() hides the status and
 * Retry-After of a throttled attempt (429), which the form must show.
 */
export async function signInWithPassword(email: string, password: string, callbackUrl = "/organizations"): Promise<SignInOutcome> {
  const body = new URLSearchParams({ email, password, csrfToken: (await getCsrfToken()) ?? "", callbackUrl, json: "true" });
  const res = await fetch("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  if (res.status === 429) return { ok: false, retryAfter: Number(res.headers.get("retry-after")) || 60 };
  // During a database outage the sign-in route answers 503: say so instead of "wrong password".
  if (res.status >= 500) return { ok: false, unavailable: true };
  const data = (await res.json().catch(() => ({}))) as { url?: string };
  const failed = !res.ok || !data.url || new URL(data.url, window.location.origin).searchParams.has("error");
  return failed ? { ok: false } : { ok: true };
}
