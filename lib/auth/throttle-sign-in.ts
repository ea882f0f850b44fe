import "server-only";
import type { NextRequest } from "next/server";
import { ApiError, errorResponse } from "../api/errors";
import { clientIp } from "../api/client-ip";
import { throttle } from "./throttle";

/**
 * For POST /api/auth/callback/credentials: counts the attempt per IP and per e-mail and, when either is spent,
 * answers 429 with Retry-After instead of checking the password. The body also carries next-auth's `url`
 * (with `error=RATE_LIMITED`) so its client reports a failed sign-in rather than crashing.
 */
export async function throttleSignIn(req: NextRequest, segments: string[]): Promise<Response | null> {
  if (segments.join("/") !== "callback/credentials") return null;
  const form = new URLSearchParams(await req.clone().text());
  try {
    await throttle("sign-in", { ip: clientIp(req.headers), email: form.get("email")?.trim() || null });
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const response = errorResponse(error);
    const body = { ...error.toBody(), url: new URL("/api/auth/error?error=RATE_LIMITED", req.nextUrl.origin).toString() };
    return new Response(JSON.stringify(body), { status: 429, headers: response.headers });
  }
}
