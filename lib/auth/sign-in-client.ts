"use client";
import { getCsrfToken } from "next-auth/react";

export type SecondFactorStep = { token: string; methods: ("totp" | "recovery-code" | "passkey")[] };
type SignInOutcome =
  { ok: true } | { ok: false; retryAfter?: number; unavailable?: boolean; secondFactor?: SecondFactorStep; expired?: boolean };

/**
 * Posts to next-auth's credentials callback: e-mail and password, or the second step (its token with a code, a
 * recovery code or a passkey's answer), or a passkey alone. next-auth's own signIn() hides the status and
 * Retry-After of a throttled attempt (429) and the second step's token, which the form needs.
 */
async function postCredentials(fields: Record<string, string>, callbackUrl: string): Promise<SignInOutcome> {
  const body = new URLSearchParams({ ...fields, csrfToken: (await getCsrfToken()) ?? "", callbackUrl, json: "true" });
  const res = await fetch("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  if (res.status === 429) return { ok: false, retryAfter: Number(res.headers.get("retry-after")) || 60 };
  // During a database outage the sign-in route answers 503: say so instead of "wrong password".
  if (res.status >= 500) return { ok: false, unavailable: true };
  const data = (await res.json().catch(() => ({}))) as { url?: string; secondFactor?: SecondFactorStep };
  if (data.secondFactor) return { ok: false, secondFactor: data.secondFactor };
  const failed = !res.ok || !data.url || new URL(data.url, window.location.origin).searchParams.has("error");
  return failed ? { ok: false } : { ok: true };
}

export function signInWithPassword(email: string, password: string, callbackUrl = "/organizations") {
  return postCredentials({ email, password }, callbackUrl);
}

/** The second step: the pending token with one factor (`code`, `recoveryCode` or `passkey`, the answer as JSON). */
export function signInWithSecondFactor(
  pendingToken: string,
  factor: { code: string } | { recoveryCode: string } | { passkey: string },
  callbackUrl: string,
) {
  return postCredentials({ pendingToken, ...factor }, callbackUrl);
}

/** A passkey's answer (JSON), for the second step (with its token) or alone; null when the browser gave none. */
export async function passkeyAnswer(pendingToken?: string): Promise<string | null> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const res = await fetch("/api/auth/sign-in/passkey-options", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(pendingToken ? { pendingToken } : {}),
  });
  if (!res.ok) return null;
  try {
    return JSON.stringify(await startAuthentication({ optionsJSON: await res.json() }));
  } catch {
    // Cancelled, timed out, or no passkey for this site on the device.
    return null;
  }
}

export function signInWithPasskey(passkey: string, callbackUrl: string) {
  return postCredentials({ passkey }, callbackUrl);
}
