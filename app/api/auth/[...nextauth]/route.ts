import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { guardSignIn } from "@/lib/auth/throttle-sign-in";

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

// GET /api/auth/* — next-auth (session, csrf, providers)
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
