import { withPublic } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { assertMetricsToken, metricsText } from "@/lib/operations/collect-metrics";

// GET /api/metrics — extension: Prometheus metrics (requests and latency by route and status, queue depth,
// database connections), for a scraper holding METRICS_TOKEN
export const GET = withPublic(async ({ req }) => {
  assertMetricsToken(req.headers.get("authorization"));
  const { body, contentType } = await metricsText();
  return new Response(body, { headers: { "Content-Type": contentType } });
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
