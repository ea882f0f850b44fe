// Two-factor helpers for route tests: a credentials sign-in as next-auth runs it behind the route's guard, and
// TOTP codes computed from a secret the way an authenticator app does.
import { NextRequest } from "next/server";
import { generateSync } from "otplib";
import { guardAuthRoute } from "@/lib/auth/auth-route";
import { authorizeCredentials } from "@/lib/auth/options";

type Credentials = Parameters<typeof authorizeCredentials>[0];

/** The answer the sign-in route gives (status and JSON), and the session authorize opened, if any. */
export async function signInStep(credentials: Credentials, ip: string) {
  let user: Awaited<ReturnType<typeof authorizeCredentials>> = null;
  const handler = guardAuthRoute(async () => {
    user = await authorizeCredentials(credentials, { ip });
    return user
      ? Response.json({ url: "/organizations" })
      : Response.json({ url: "/api/auth/error?error=CredentialsSignin" }, { status: 401 });
  });
  const req = new NextRequest("http://localhost:3000/api/auth/callback/credentials", {
    method: "POST",
    headers: { "x-adnet-client-ip": ip },
  });
  const res = await handler(req, { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (await res.json()) as any, user: user as Awaited<ReturnType<typeof authorizeCredentials>> };
}

/** The code an authenticator app shows `stepsAhead` periods of 30 s from now. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
