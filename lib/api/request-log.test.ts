import { afterEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/lib/test/call-route";
import { createOwner } from "@/lib/test/fixtures";
import { GET as getOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { logger } from "./logger";

afterEach(() => vi.restoreAllMocks());

describe("structured request logs", () => {
  it("every API answer is one JSON log entry: request id (= X-Request-Id), method, route template, status, duration", async () => {
    const { organization, apiKey } = await createOwner();
    const info = vi.spyOn(logger, "info");
    const ok = await callRoute(getOrganization, "GET", `/api/core/organization/${organization.id}`, {
      params: { organizationId: organization.id },
      apiKey,
    });
    const refused = await callRoute(getOrganization, "GET", `/api/core/organization/${organization.id}`, {
      params: { organizationId: organization.id },
      apiKey: "oak_not-a-key",
    });
    const entries = info.mock.calls.filter(([, message]) => message === "request").map(([fields]) => fields);
    expect(entries).toEqual([
      {
        requestId: ok.headers.get("x-request-id"),
        method: "GET",
        route: "/api/core/organization/{organizationId}",
        status: 200,
        durationMs: expect.any(Number),
      },
      {
        requestId: refused.headers.get("x-request-id"),
        method: "GET",
        route: "/api/core/organization/{organizationId}",
        status: 401,
        durationMs: expect.any(Number),
      },
    ]);
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
