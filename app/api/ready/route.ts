import { withPublic } from "@/lib/api/handler";
import { ApiError } from "@/lib/api/errors";
import { serviceUnavailable } from "@/lib/api/error-mapping";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { readiness } from "@/lib/operations/readiness";

// GET /api/ready — extension: database, Redis (when configured) and storage reachable (200), else 503 with
// Retry-After and a detail per unreachable dependency: a load balancer's readiness check
export const GET = withPublic(async () => {
  const { ready, checks } = await readiness();
  if (ready) return Response.json({ status: "ready", checks });
  const error = serviceUnavailable("Not ready: a dependency is unreachable.");
  throw new ApiError(503, error.message, "NOT_READY", {
    headers: error.extra.headers,
    details: Object.entries(checks)
      .filter(([, result]) => result === "unreachable")
      .map(([path]) => ({ path, message: "unreachable" })),
  });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
