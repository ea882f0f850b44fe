import { z } from "zod";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const checkResult = z.enum(["ok", "disabled", "unreachable"]);

export const operationsRoutes: RouteSpec[] = [
  {
    method: "GET",
    path: "/api/health",
    operationId: "health",
    summary: "Liveness: the process is up",
    description: "Touches no dependency: for a load balancer or orchestrator deciding whether to restart the process.",
    tag: "Operations",
    auth: "none",
    response: z.object({ status: z.literal("ok") }),
    responseExample: { status: "ok" },
  },
  {
    method: "GET",
    path: "/api/ready",
    operationId: "ready",
    summary: "Readiness: database, Redis and storage reachable",
    description:
      "200 when every dependency answers within 2 s (Redis is `disabled` without REDIS_URL); otherwise 503 " +
      "NOT_READY with Retry-After and a detail naming each unreachable dependency. Take the instance out of rotation on 503.",
    tag: "Operations",
    auth: "none",
    response: z.object({
      status: z.literal("ready"),
      checks: z.object({ database: checkResult, redis: checkResult, storage: checkResult }),
    }),
    responseExample: { status: "ready", checks: { database: "ok", redis: "ok", storage: "ok" } },
    reasons: ["NOT_READY"],
  },
  {
    method: "GET",
    path: "/api/metrics",
    operationId: "metrics",
    summary: "Prometheus metrics",
    description:
      "Prometheus text format: http_requests_total and http_request_duration_seconds by route, method and status, " +
      "job_queue_depth, database_connections and the process's own metrics. Needs `Authorization: Bearer <METRICS_TOKEN>` " +
      "(401 otherwise); 404 METRICS_DISABLED when METRICS_TOKEN is not set.",
    tag: "Operations",
    auth: "metricsToken",
    responseType: "text/plain",
    errors: [401, 404],
    reasons: ["INVALID_METRICS_TOKEN", "METRICS_DISABLED"],
  },
];
