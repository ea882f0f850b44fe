import { ApiError, errorResponse } from "@/lib/api/errors";

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers for the methods a route does not have, so they answer the common error object (404
 * METHOD_NOT_ALLOWED with an Allow header) instead of Next's empty 405. A route file ends with:
 *   export const { POST, PATCH, DELETE } = methodsNotAllowed("GET", "PUT");
 */
export function methodsNotAllowed(...allowed: Method[]): Record<Method, (req: Request) => Response> {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const handler = (req: Request) =>
    errorResponse(
      new ApiError(404, `${req.method} is not supported on ${new URL(req.url).pathname}`, "METHOD_NOT_ALLOWED", {
        headers: { Allow: allow },
      }),
    );
  return Object.fromEntries(METHODS.map((m) => [m, handler])) as Record<Method, typeof handler>;
}
