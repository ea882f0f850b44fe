import { NextResponse, type NextRequest } from "next/server";
import { ROUTES } from "./lib/openapi/registry";
import { allowedMethods, compileRoutes } from "./lib/openapi/route-matcher";

// Unknown API paths and methods answer the common error object instead of Next's bare 404/405.
// The table is the OpenAPI registry, so a route that is not documented is not served either.
const compiled = compileRoutes(ROUTES);

function error(statusCode: 404, message: string, reason: string, headers?: Record<string, string>) {
  return NextResponse.json({ statusCode, code: "NotFound", message, reason }, { status: statusCode, headers });
}

export function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  // next-auth owns /api/auth/*, except our sign-up route (which is in the registry).
  if (pathname.startsWith("/api/auth/") && pathname !== "/api/auth/sign-up") return NextResponse.next();
  const allowed = allowedMethods(compiled, pathname);
  if (!allowed) return error(404, `No route ${pathname}`, "ROUTE_NOT_FOUND");
  if (!allowed.includes(req.method)) {
    return error(404, `${req.method} is not supported on ${pathname}`, "METHOD_NOT_ALLOWED", { Allow: allowed.join(", ") });
  }
  return NextResponse.next();
}

// The asset upload (POST …/ad/assets) is left out: Next buffers a request body for the proxy and cuts it off past
// its body-size limit, while the upload must stream to its handler. That route answers unknown methods itself.
export const config = { matcher: ["/api", "/api/((?!core/organization/[^/]+/ad/assets/?$).*)"] };
