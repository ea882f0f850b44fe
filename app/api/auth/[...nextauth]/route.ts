import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { methodsNotAllowed } from "@/lib/http/not-allowed";
import { guardAuthRoute } from "@/lib/auth/auth-route";
import { authOptions } from "@/lib/auth/options";
import { guardSignIn } from "@/lib/auth/throttle-sign-in";

const handler = guardAuthRoute(NextAuth(authOptions));

type Context = { params: Promise<{ nextauth: string[] }> };

// GET /api/auth/* — next-auth (session, csrf, providers); unknown actions answer 404 JSON
export const GET = handler;

// POST /api/auth/* — next-auth (sign-in, sign-out); a credentials sign-in is throttled before it is checked, and
// only failed attempts count
export async function POST(req: NextRequest, context: Context) {
  const guard = await guardSignIn(req, (await context.params).nextauth);
  if (guard.refused) return guard.refused;
  const response: Response = await handler(req, context);
  await guard.settle(response);
  return response;
}

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
