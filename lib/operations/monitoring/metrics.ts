import { publicOperation } from "@/lib/http/operation";
import { assertMetricsToken, metricsText } from "@/lib/monitoring/collect-metrics";
import { OPERATIONS_TAG } from "./examples";

export const metrics = publicOperation({
  method: "GET",
  path: "/api/metrics",
  operationId: "metrics",
  summary: "Prometheus metrics",
  description:
    "Prometheus text format: http_requests_total and http_request_duration_seconds by route, method and status, " +
    "job_queue_depth, database_connections and the process's own metrics. Needs `Authorization: Bearer <METRICS_TOKEN>` " +
    "(401 otherwise); 404 METRICS_DISABLED when METRICS_TOKEN is not set.",
  tag: OPERATIONS_TAG,
  responseType: "text/plain",
  errors: [401, 404],
  auth: "metricsToken",
  reasons: ["INVALID_METRICS_TOKEN", "METRICS_DISABLED"],
  // The Prometheus text format, not JSON: the answer is its own Response.
  run: async ({ req }) => {
    assertMetricsToken(req.headers.get("authorization"));
    const { body, contentType } = await metricsText();
    return new Response(body, { headers: { "Content-Type": contentType } });
  },
});
