import client from "prom-client";

// Prometheus metrics for GET /api/metrics: requests by route template, method and status, and their latency.
// Queue depth and pool usage are read when scraped (lib/monitoring/collect-metrics.ts).

const state = globalThis as typeof globalThis & { __adnetMetrics?: ReturnType<typeof createMetrics> };

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const requests = new client.Counter({
    name: "http_requests_total",
    help: "API requests answered, by route, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: "http_request_duration_seconds",
    help: "API request latency in seconds, by route, method and status",
    labelNames: ["route", "method", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return { registry, requests, duration };
}

export function metrics() {
  return (state.__adnetMetrics ??= createMetrics());
}

export function observeRequest(method: string, route: string, status: number, seconds: number) {
  const { requests, duration } = metrics();
  const labels = { route, method, status: String(status) };
  requests.inc(labels);
  duration.observe(labels, seconds);
}
