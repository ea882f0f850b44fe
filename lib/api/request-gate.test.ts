import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { dropUntrustedForwarding, emptyApiSegment, gateRequest, pathDecodes } from "@/scripts/request-gate.mjs";

function fakeResponse() {
  const sent: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  return {
    sent,
    writeHead(status: number, headers: Record<string, unknown>) {
      sent.status = status;
      sent.headers = headers;
    },
    end(body: string) {
      sent.body = body;
    },
  };
}

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  Object.assign(new EventEmitter(), { method, url, headers });

describe("request gate (before Next.js)", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL", "LOCK", "CONNECT"])("%s → 404 METHOD_NOT_ALLOWED JSON", (method) => {
    const res = fakeResponse();
    expect(gateRequest(request(method, "/api/core/organizations"), res)).toBe(true);
    expect(res.sent.status).toBe(404);
    expect(res.sent.headers).toMatchObject({ "Content-Type": "application/json", Allow: expect.stringContaining("GET") });
    expect(JSON.parse(res.sent.body!)).toMatchObject({ statusCode: 404, code: "NotFound", reason: "METHOD_NOT_ALLOWED" });
  });

  it.each(["/api/core/organization/%C0%AE%C0%AE/me", "/media/%FF.png", "/organizations/%E0%A4%A", "/x/%"])(
    "%s → 400 MALFORMED_PATH JSON",
    (url) => {
      const res = fakeResponse();
      expect(gateRequest(request("GET", url), res)).toBe(true);
      expect(JSON.parse(res.sent.body!)).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "MALFORMED_PATH" });
    },
  );

  it.each([
    ["PUT", "/api/core/organization/o1/app//platform/APP_PLATFORM_ANDROID/approval"],
    ["GET", "/api/core/organizations/"],
    ["POST", "/api/core/organization//roles?x=1"],
  ])("%s %s (empty segment, trailing slash) → 404 ROUTE_NOT_FOUND JSON, not Next's plain-text 308", (method, url) => {
    const res = fakeResponse();
    expect(gateRequest(request(method, url), res)).toBe(true);
    expect(res.sent.status).toBe(404);
    expect(res.sent.headers).toMatchObject({ "Content-Type": "application/json" });
    expect(JSON.parse(res.sent.body!)).toMatchObject({ statusCode: 404, code: "NotFound", reason: "ROUTE_NOT_FOUND" });
  });

  it("leaves pages with a trailing slash to Next (its redirect is right for a browser)", () => {
    expect(emptyApiSegment("/organizations/")).toBe(false);
    expect(emptyApiSegment("/api/core/organizations?next=a//b/")).toBe(false);
    expect(emptyApiSegment("/api/core/organizations")).toBe(false);
  });

  it("lets good requests through (a bad escape in the query is the route's business)", () => {
    const res = fakeResponse();
    expect(gateRequest(request("GET", "/api/core/organizations?cursor=%C0"), res)).toBe(false);
    expect(pathDecodes("/organizations/%EA%B0%80")).toBe(true);
    expect(res.sent.status).toBeUndefined();
  });

  it("drops X-Forwarded-Host/-Proto unless TRUST_PROXY says a proxy sets them", () => {
    const headers: Record<string, string> = { host: "console.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };
    dropUntrustedForwarding(headers, 0);
    expect(headers).toEqual({ host: "console.example" });
    const trusted: Record<string, string> = { "x-forwarded-host": "console.example" };
    dropUntrustedForwarding(trusted, 1);
    expect(trusted).toEqual({ "x-forwarded-host": "console.example" });
  });
});
