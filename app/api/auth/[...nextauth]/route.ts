import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/lib/auth/options";
import { throttleSignIn } from "@/lib/auth/throttle-sign-in";

const handler = NextAuth(authOptions);

type Context = { params: Promise<{ nextauth: string[] }> };

// GET /api/auth/* — next-auth (session, csrf, providers)
export const GET = handler;

// POST /api/auth/* — next-auth (sign-in, sign-out); a credentials sign-in is throttled before it is checked
export async function POST(req: NextRequest, context: Context) {
  const refused = await throttleSignIn(req, (await context.params).nextauth);
  return refused ?? handler(req, context);
}
