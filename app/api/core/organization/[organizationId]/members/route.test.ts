import { describe, expect, it } from "vitest";
import { addMember, createCustomRole, addMemberWithRole, createOwner } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { GET } from "./route";

const path = (orgId: string) => `/api/core/organization/${orgId}/members`;

describe("GET members (operation 10)", () => {
  it("answers an array of Members in the order they joined", async () => {
    const { organization, apiKey, user } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const res = await callRoute(GET, "GET", path(organization.id), { params: { organizationId: organization.id }, apiKey });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(2);
    expect(res.json[0]).toMatchObject({
      _id: user.id,
      email: user.email,
      roleName: "Owner",
      profile: { fullName: "Test User", locale: "en", timezone: "UTC" },
    });
    expect(res.json[0].joinedAt).toMatch(/Z$/);
    expect(res.json[0].keyPrefix).toMatch(/^oak_/);
    expect(res.json[1]).toMatchObject({ _id: admin.user.id, roleName: "Admin" });
    expect(res.headers.get("link")).toBeNull();
  });

  it("pages with limit and cursor, the next page in the Link header", async () => {
    const { organization, apiKey } = await createOwner();
    for (let i = 0; i < 3; i++) await addMember(organization.id, "viewer");
    const params = { organizationId: organization.id };
    const seen: string[] = [];
    let query: Record<string, string> = { limit: "2" };
    for (let page = 0; page < 3; page++) {
      const res = await callRoute(GET, "GET", path(organization.id), { params, apiKey, query });
      expect(res.status).toBe(200);
      seen.push(...res.json.map((m: { _id: string }) => m._id));
      const link = res.headers.get("link");
      if (!link) break;
      expect(link).toMatch(/rel="next"/);
      const next = new URL(/<([^>]+)>/.exec(link)![1], "http://x");
      query = Object.fromEntries(next.searchParams);
    }
    expect(seen).toHaveLength(4);
    expect(new Set(seen).size).toBe(4);
  });

  it.each([
    ["limit 0", { limit: "0" }, "limit"],
    ["limit 201", { limit: "201" }, "limit"],
    ["limit not a number", { limit: "many" }, "limit"],
    ["an unknown query parameter", { sort: "name" }, "sort"],
    ["a cursor no page gave out", { cursor: "nonsense" }, "cursor"],
  ])("400 VALIDATION_FAILED for %s", async (_label, query, field) => {
    const { organization, apiKey } = await createOwner();
    const res = await callRoute(GET, "GET", path(organization.id), { params: { organizationId: organization.id }, apiKey, query });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("lists only this organization's members", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    await addMember(theirs.organization.id, "viewer");
    const res = await callRoute(GET, "GET", path(mine.organization.id), {
      params: { organizationId: mine.organization.id },
      apiKey: mine.apiKey,
    });
    expect(res.json.map((m: { _id: string }) => m._id)).toEqual([mine.user.id]);
  });

  it("needs member:read (403 PERMISSION_DENIED without it), and another organization's key is NOT_A_MEMBER", async () => {
    const { organization } = await createOwner();
    const role = await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}`]);
    const custom = await addMemberWithRole(organization.id, role.id);
    const params = { organizationId: organization.id };
    const denied = await callRoute(GET, "GET", path(organization.id), { params, apiKey: custom.apiKey });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    const stranger = await createOwner();
    const outside = await callRoute(GET, "GET", path(organization.id), { params, apiKey: stranger.apiKey });
    expect(outside.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "NOT_A_MEMBER" });
  });
});
