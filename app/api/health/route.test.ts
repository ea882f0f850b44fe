import { describe, expect, it } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { GET, POST } from "./route";

describe("GET /api/health (extension)", () => {
  it("answers 200 {status: ok} with no credentials", async () => {
    const res = await callRoute(GET, "GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("other methods answer 404 METHOD_NOT_ALLOWED", async () => {
    const res = await callRoute(async (req) => POST(req), "POST", "/api/health");
    expect(res.json).toMatchObject({ statusCode: 404, reason: "METHOD_NOT_ALLOWED" });
  });
});
