import "server-only";
import type { NextRequest } from "next/server";
import { ApiError, errorResponse } from "@/lib/api/errors";
import { clientIp } from "@/lib/api/client-ip";
import { requestContext, runWithContext, type RequestContext } from "@/lib/db/request-context";
import { isUnavailable, serviceUnavailable, toApiError } from "@/lib/api/error-mapping";

// next-auth answers unknown actions in plain text and turns a database fault during sign-in into a 401
// naming the database host. Its handler runs behind this one: unknown paths get the common error object,
// and a sign-in that met an outage answers 503 with Retry-After.
const ACTIONS = new Set(["providers", "session", "csrf", "signin", "signout", "callback", "verify-request", "error", "_log"]);

type NextAuthHandler = (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => Promise<Response>;

export function guardAuthRoute(handler: NextAuthHandler) {
  return async (req: NextRequest, ctx: { params: Promise<{ nextauth: string[] }> }) => {
    const { nextauth = [] } = await ctx.params;
    if (!ACTIONS.has(nextauth[0] ?? "")) {
      return errorResponse(new ApiError(404, `No route ${new URL(req.url).pathname}`, "ROUTE_NOT_FOUND"));
    }
    const context: RequestContext = { requestId: crypto.randomUUID(), ip: clientIp(req.headers) };
    const response = await runWithContext(context, () => handler(req, ctx));
    if (context.unavailable) return errorResponse(serviceUnavailable());
    if (context.refused) return errorResponse(toApiError(context.refused, context.requestId));
    // A right password for an account with two-factor: no session, the second step's token instead.
    if (context.secondFactor) return Response.json({ secondFactor: context.secondFactor }, { headers: { "Cache-Control": "no-store" } });
    return response;
  };
}

/** Runs a database step of sign-in; a fault is remembered for the route (next-auth would swallow it). */
export async function duringSignIn<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    const context = requestContext();
    if (context && isUnavailable(error)) context.unavailable = true;
    else throw error;
    return null;
  }
}
