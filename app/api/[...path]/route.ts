import { ApiError, errorResponse } from "@/lib/api/errors";

// Any /api path no route matches: the common error object instead of Next's HTML 404.
function routeNotFound(req: Request) {
  return errorResponse(new ApiError(404, `No route ${new URL(req.url).pathname}`, "ROUTE_NOT_FOUND"));
}

export { routeNotFound as GET, routeNotFound as POST, routeNotFound as PUT, routeNotFound as PATCH, routeNotFound as DELETE };
