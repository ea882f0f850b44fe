import "server-only";
import type { NextRequest } from "next/server";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/client-ip";
import { forgiveAttempt, throttle } from "./throttle";

type Guard = { refused: Response | null; settle: (response: Response) => Promise<void> };
const open: Guard = { refused: null, settle: async () => {} };

/**
 * For POST /api/auth/callback/credentials: counts the attempt (see ./throttle: per client address, per e-mail from
 * that address, and the account's ceiling) and, when a count is spent, answers 429 with Retry-After instead of
 * checking the password. The body also carries next-auth's `url`
 * (with `error=RATE_LIMITED`) so its client reports a failed sign-in rather than crashing. `settle` gives a
 * successful sign-in's attempt back, so only failures add up.
 */
export async function guardSignIn(req: NextRequest, segments: string[]): Promise<Guard> {
  if (segments.join("/") !== "callback/credentials") return open;
  const form = new URLSearchParams(await req.clone().text());
  const who = { ip: clientIp(req.headers), email: form.get("email")?.trim() || null };
  // Success is a session cookie being set, or a right password that leads to the second step; every failure
  // (wrong password, bad CSRF token) answers without either.
  const settle = async (response: Response) => {
    const secondStep =
      response.ok &&
      !!(
        (await response
          .clone()
          .json()
          .catch(() => null)) as { secondFactor?: unknown } | null
      )?.secondFactor;
    if (secondStep || response.headers.getSetCookie().some((cookie) => /session-token=[^;]/.test(cookie))) {
      await forgiveAttempt("sign-in", who);
    }
  };
  try {
    await throttle("sign-in", who);
    return { refused: null, settle };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const body = { ...error.toBody(), url: new URL("/api/auth/error?error=RATE_LIMITED", req.nextUrl.origin).toString() };
    return { refused: new Response(JSON.stringify(body), { status: 429, headers: errorResponse(error).headers }), settle };
  }
}
