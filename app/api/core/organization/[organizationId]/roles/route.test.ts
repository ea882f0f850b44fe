import { describe, expect, it } from "vitest";
import { addMember, addMemberWithRole, registerApp, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { GET, POST } from "./route";

const path = (orgId: string) => `/api/core/organization/${orgId}/roles`;

function create(organizationId: string, apiKey: string, body: unknown) {
  return callRoute(POST, "POST", path(organizationId), { params: { organizationId }, apiKey, body });
}

describe("GET roles (extension)", () => {
  it("answers { items, nextCursor } with the three system roles and how many members hold each", async () => {
    const { organization, apiKey } = await createOwner();
    await addMember(organization.id, "viewer");
    await addMember(organization.id, "viewer");
    const res = await callRoute(GET, "GET", path(organization.id), { params: { organizationId: organization.id }, apiKey });
    expect(res.status).toBe(200);
    expect(res.json.nextCursor).toBeNull();
    const byKey = Object.fromEntries(res.json.items.map((r: { systemKey: string }) => [r.systemKey, r]));
    expect(Object.keys(byKey).sort()).toEqual(["admin", "owner", "viewer"]);
    expect(byKey.owner).toMatchObject({
      name: "Owner",
      type: "ORGANIZATION_ROLE_TYPE_SYSTEM",
      organizationId: organization.id,
      memberCount: 1,
      statements: [`*@organization/${organization.id}`],
    });
    expect(byKey.viewer.memberCount).toBe(2);
    expect(byKey.admin.createdAt).toMatch(/Z$/);
  });

  it("pages with limit and cursor, and lists only this organization's roles", async () => {
    const { organization, apiKey } = await createOwner();
    await createOwner();
    await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}`]);
    const params = { organizationId: organization.id };
    const first = await callRoute(GET, "GET", path(organization.id), { params, apiKey, query: { limit: "3" } });
    expect(first.json.items).toHaveLength(3);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await callRoute(GET, "GET", path(organization.id), {
      params,
      apiKey,
      query: { limit: "3", cursor: first.json.nextCursor },
    });
    expect(second.json.items).toHaveLength(1);
    expect(second.json.items[0].type).toBe("ORGANIZATION_ROLE_TYPE_CUSTOM");
    expect(second.json.nextCursor).toBeNull();
  });
});

describe("POST roles (extension)", () => {
  it("creates a custom role and answers it", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id);
    const statements = [
      `campaign:*@organization/${organization.id}/app/${app.id}`,
      `app:read@organization/${organization.id}/app/${app.id}`,
    ];
    const res = await create(organization.id, apiKey, { name: "Puzzle marketing", description: "One game", statements });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "Puzzle marketing",
      description: "One game",
      type: "ORGANIZATION_ROLE_TYPE_CUSTOM",
      statements,
      memberCount: 0,
      organizationId: organization.id,
    });
    expect(res.json._id).toMatch(/^[0-9a-f]{24}$/);
    expect(res.json.systemKey).toBeUndefined();
    const typed = await create(organization.id, apiKey, {
      name: "Typed",
      type: "ORGANIZATION_ROLE_TYPE_CUSTOM",
      statements: [`app:read@organization/${organization.id}`],
    });
    expect(typed.status).toBe(200);
  });

  it.each([
    ["no name", { name: undefined }, "name"],
    ["an empty name", { name: " " }, "name"],
    ["a name of 101 characters", { name: "r".repeat(101) }, "name"],
    ["a description of 501 characters", { description: "d".repeat(501) }, "description"],
    ["no statements", { statements: undefined }, "statements"],
    ["an empty statement list", { statements: [] }, "statements"],
    ["statements that are not an array", { statements: "*@organization/x" }, "statements"],
    ["a statement that is not a string", { statements: [42] }, "statements.0"],
    ["an unknown type", { type: "ORGANIZATION_ROLE_TYPE_MAGIC" }, "type"],
    ["the system type", { type: "ORGANIZATION_ROLE_TYPE_SYSTEM" }, "type"],
    ["an unknown field", { permissions: [] }, "permissions"],
  ])("400 VALIDATION_FAILED for %s, naming the field", async (_label, patch, field) => {
    const { organization, apiKey } = await createOwner();
    const res = await create(organization.id, apiKey, { name: "Role", statements: [`app:read@organization/${organization.id}`], ...patch });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  const other = "65a0000000000000000000ff";
  it.each([
    ["an unknown action", (org: string) => `campaign:fly@organization/${org}`],
    ["an unknown resource", (org: string) => `rocket:*@organization/${org}`],
    ["no target", () => "campaign:read"],
    ["a malformed target", (org: string) => `campaign:read@organization/${org}/app`],
    ["another organization", () => `campaign:read@organization/${other}`],
    ["every organization", () => "campaign:read@organization/*"],
    ["an app that is not this organization's", (org: string) => `campaign:read@organization/${org}/app/${other}`],
    [
      "a platform the app does not have",
      (org: string, app: string) => `app:submit@organization/${org}/app/${app}/platform/APP_PLATFORM_IOS`,
    ],
    ["a member action on an app", (org: string, app: string) => `member:read@organization/${org}/app/${app}`],
  ])("400 INVALID_STATEMENT for %s, naming the statement", async (_label, bad) => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id, { platform: ["APP_PLATFORM_ANDROID"] });
    const statement = bad(organization.id, app.id);
    const res = await create(organization.id, apiKey, { name: "Bad", statements: [`app:read@organization/${organization.id}`, statement] });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "INVALID_STATEMENT" });
    expect(res.json.message).toContain(statement);
    expect(res.json.details).toEqual([{ path: "statements.1", message: expect.stringContaining(statement) }]);
  });

  it("409 ROLE_NAME_TAKEN for a name in use, whatever its case", async () => {
    const { organization, apiKey } = await createOwner();
    const statements = [`app:read@organization/${organization.id}`];
    for (const name of ["owner", "VIEWER"]) {
      const res = await create(organization.id, apiKey, { name, statements });
      expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "ROLE_NAME_TAKEN" });
    }
    expect((await create(organization.id, apiKey, { name: "Analyst", statements })).status).toBe(200);
    expect((await create(organization.id, apiKey, { name: "analyst", statements })).status).toBe(409);
  });

  it("a caller cannot grant more than their own role allows (403 PERMISSION_DENIED)", async () => {
    const { organization } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const res = await create(organization.id, admin.apiKey, {
      name: "Treasurer",
      statements: [`settlement:update@organization/${organization.id}`],
    });
    expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    expect(res.json.message).toContain("settlement:update");
    const everything = await create(organization.id, admin.apiKey, { name: "All", statements: [`*@organization/${organization.id}`] });
    expect(everything.status).toBe(403);
    expect(
      (await create(organization.id, admin.apiKey, { name: "Campaigns", statements: [`campaign:*@organization/${organization.id}`] }))
        .status,
    ).toBe(200);
    const roleMaker = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`role:*@organization/${organization.id}`, `app:read@organization/${organization.id}`])).id,
    );
    expect(
      (await create(organization.id, roleMaker.apiKey, { name: "Reader", statements: [`app:read@organization/${organization.id}`] }))
        .status,
    ).toBe(200);
    expect(
      (await create(organization.id, roleMaker.apiKey, { name: "Writer", statements: [`app:update@organization/${organization.id}`] }))
        .status,
    ).toBe(403);
  });
});
