import { afterEach, describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET, POST } from "./route";

const previous = process.env.METRICS_TOKEN;
afterEach(() => {
  if (previous === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = previous;
});

const scrape = (authorization?: string) => callRoute(GET, "GET", "/api/metrics", { headers: authorization ? { authorization } : {} });

describe("GET /api/metrics (extension)", () => {
  it("without METRICS_TOKEN the route is off: 404 METRICS_DISABLED, whatever is sent", async () => {
    delete process.env.METRICS_TOKEN;
    const res = await scrape("Bearer anything");
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "METRICS_DISABLED" });
  });

  it.each([
    ["no Authorization", undefined],
    ["a wrong token", "Bearer not-the-token"],
    ["the token without Bearer", "s3cret-metrics-token"],
    ["a longer token that starts with it", "Bearer s3cret-metrics-token-and-more"],
  ])("with METRICS_TOKEN set, %s → 401 INVALID_METRICS_TOKEN", async (_label, authorization) => {
    process.env.METRICS_TOKEN = "s3cret-metrics-token";
    const res = await scrape(authorization);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ statusCode: 401, reason: "INVALID_METRICS_TOKEN" });
    expect(res.text).not.toContain("http_requests_total");
  });

  it("with the token: Prometheus text with request counts and latency by route, method and status, queue depth and pool", async () => {
    process.env.METRICS_TOKEN = "s3cret-metrics-token";
    const { organization, apiKey } = await createOwner();
    const read = await callRoute(getOrganization, "GET", `/api/core/organization/${organization.id}`, {
      params: { organizationId: organization.id },
      apiKey,
    });
    expect(read.status).toBe(200);
    const res = await scrape("Bearer s3cret-metrics-token");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const route = 'route="/api/core/organization/{organizationId}"';
    expect(res.text).toMatch(
      new RegExp(`^http_requests_total\\{[^}]*${route.replace(/[{}/]/g, "\\$&")}[^}]*status="200"[^}]*\\} \\d+`, "m"),
    );
    expect(res.text).toMatch(/^http_request_duration_seconds_bucket\{/m);
    expect(res.text).toMatch(/^database_connections\{state="max"\} \d+/m);
    expect(res.text).toContain("# TYPE job_queue_depth gauge");
    expect(res.text).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("other methods answer 404 METHOD_NOT_ALLOWED", async () => {
    const res = await callRoute(async (req) => POST(req), "POST", "/api/metrics");
    expect(res.json).toMatchObject({ statusCode: 404, reason: "METHOD_NOT_ALLOWED" });
  });
});
