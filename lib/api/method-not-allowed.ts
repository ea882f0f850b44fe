import type { NextRequest } from "next/server";
import { ROUTES } from "../openapi/registry";
import { allowedMethods, compileRoutes } from "../openapi/route-matcher";
import { ApiError, errorResponse } from "./errors";

const compiled = compileRoutes(ROUTES);

/**
 * For the few paths proxy.ts does not see (the streamed upload): the same 404 METHOD_NOT_ALLOWED answer it
 * gives elsewhere, for methods the route file has no handler for.
 */
export async function methodNotAllowed(req: NextRequest): Promise<Response> {
  const { pathname } = req.nextUrl;
  const allowed = allowedMethods(compiled, pathname) ?? [];
  return errorResponse(new ApiError(404, `${req.method} is not supported on ${pathname}`, "METHOD_NOT_ALLOWED"), { Allow: allowed.join(", ") });
}
