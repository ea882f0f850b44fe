import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { addMember, addMemberWithRole, registerApp, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { DELETE, GET, PUT } from "./route";

const path = (orgId: string, roleId: string) => `/api/core/organization/${orgId}/roles/${roleId}`;
const call = (handler: typeof GET, method: string) => (organizationId: string, roleId: string, apiKey: string, body?: unknown) =>
  callRoute(handler, method, path(organizationId, roleId), { params: { organizationId, roleId }, apiKey, body });
const get = call(GET, "GET");
const put = call(PUT, "PUT");
const del = call(DELETE, "DELETE");
const systemRole = (organizationId: string, systemKey: string) => prisma.role.findFirstOrThrow({ where: { organizationId, systemKey } });

describe("GET roles/{roleId} (extension)", () => {
  it("answers the role; another organization's role id is 404", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const owner = await systemRole(mine.organization.id, "owner");
    const res = await get(mine.organization.id, owner.id, mine.apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: owner.id, name: "Owner", systemKey: "owner", type: "ORGANIZATION_ROLE_TYPE_SYSTEM" });
    const theirRole = await systemRole(theirs.organization.id, "owner");
    expect((await get(mine.organization.id, theirRole.id, mine.apiKey)).json).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect((await get(mine.organization.id, "owner", mine.apiKey)).status).toBe(400);
  });
});

describe("PUT roles/{roleId} (operation 15)", () => {
  it("updates what the body gives and answers the role", async () => {
    const { organization, apiKey } = await createOwner();
    const app = await registerApp(organization.id, { platform: ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"] });
    const role = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`], "Analyst");
    const statements = [
      `campaign:*@organization/${organization.id}/app/${app.id}`,
      `app:submit@organization/${organization.id}/app/${app.id}/platform/APP_PLATFORM_IOS`,
    ];
    const res = await put(organization.id, role.id, apiKey, { statements });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: role.id, name: "Analyst", statements, type: "ORGANIZATION_ROLE_TYPE_CUSTOM" });
    const renamed = await put(organization.id, role.id, apiKey, {
      name: "Growth",
      description: "Runs campaigns",
      type: "ORGANIZATION_ROLE_TYPE_CUSTOM",
    });
    expect(renamed.json).toMatchObject({ name: "Growth", description: "Runs campaigns", statements });
    const cleared = await put(organization.id, role.id, apiKey, { description: "" });
    expect(cleared.json.description).toBeUndefined();
    expect((await put(organization.id, role.id, apiKey, { name: "growth" })).status).toBe(200);
  });

  it("changes what the role's members may do on their next request", async () => {
    const { organization, apiKey } = await createOwner();
    const role = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`]);
    const member = await addMemberWithRole(organization.id, role.id);
    const { GET: listRoles } = await import("@/app/api/core/organization/[organizationId]/roles/route");
    const list = () =>
      callRoute(listRoles, "GET", `/api/core/organization/${organization.id}/roles`, {
        params: { organizationId: organization.id },
        apiKey: member.apiKey,
      });
    expect((await list()).status).toBe(403);
    await put(organization.id, role.id, apiKey, { statements: [`role:read@organization/${organization.id}`] });
    expect((await list()).status).toBe(200);
  });

  it("409 SYSTEM_ROLE_IMMUTABLE for Owner, Admin and Viewer", async () => {
    const { organization, apiKey } = await createOwner();
    for (const key of ["owner", "admin", "viewer"]) {
      const role = await systemRole(organization.id, key);
      const res = await put(organization.id, role.id, apiKey, { description: "changed" });
      expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "SYSTEM_ROLE_IMMUTABLE" });
    }
    expect((await systemRole(organization.id, "viewer")).description).not.toBe("changed");
  });

  it.each([
    ["an empty name", { name: "" }, "name", "VALIDATION_FAILED"],
    ["a name of 101 characters", { name: "x".repeat(101) }, "name", "VALIDATION_FAILED"],
    ["a description of 501 characters", { description: "x".repeat(501) }, "description", "VALIDATION_FAILED"],
    ["an empty statement list", { statements: [] }, "statements", "VALIDATION_FAILED"],
    ["a statement of 301 characters", { statements: ["x".repeat(301)] }, "statements.0", "VALIDATION_FAILED"],
    ["turning it into a system role", { type: "ORGANIZATION_ROLE_TYPE_SYSTEM" }, "type", "VALIDATION_FAILED"],
    ["an unknown field", { systemKey: "owner" }, "systemKey", "VALIDATION_FAILED"],
    ["a malformed statement", { statements: ["campaign:read@"] }, "statements.0", "INVALID_STATEMENT"],
    [
      "a statement outside the organization",
      { statements: ["app:read@organization/65a0000000000000000000ff"] },
      "statements.0",
      "INVALID_STATEMENT",
    ],
  ])("400 for %s, naming the field", async (_label, body, field, reason) => {
    const { organization, apiKey } = await createOwner();
    const role = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`]);
    const res = await put(organization.id, role.id, apiKey, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
    expect((await prisma.role.findUniqueOrThrow({ where: { id: role.id } })).type).toBe("ORGANIZATION_ROLE_TYPE_CUSTOM");
  });

  it("409 ROLE_NAME_TAKEN when renamed onto another role's name", async () => {
    const { organization, apiKey } = await createOwner();
    await createCustomRole(organization.id, [`app:read@organization/${organization.id}`], "Taken");
    const role = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`], "Free");
    for (const name of ["TAKEN", "Admin"]) {
      expect((await put(organization.id, role.id, apiKey, { name })).json).toMatchObject({ statusCode: 409, reason: "ROLE_NAME_TAKEN" });
    }
  });

  it("404 for another organization's role, which stays as it was", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const role = await createCustomRole(theirs.organization.id, [`app:read@organization/${theirs.organization.id}`], "Theirs");
    const res = await put(mine.organization.id, role.id, mine.apiKey, { name: "Stolen" });
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect((await prisma.role.findUniqueOrThrow({ where: { id: role.id } })).name).toBe("Theirs");
  });

  it("an Admin cannot write statements beyond their own role", async () => {
    const { organization } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const role = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`]);
    const res = await put(organization.id, role.id, admin.apiKey, { statements: [`settlement:update@organization/${organization.id}`] });
    expect(res.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    // Reading the settlement account is within Admin's own role.
    const read = await put(organization.id, role.id, admin.apiKey, { statements: [`settlement:read@organization/${organization.id}`] });
    expect(read.status).toBe(200);
  });
});

describe("DELETE roles/{roleId} (extension)", () => {
  it("deletes a custom role no member holds and answers it", async () => {
    const { organization, apiKey } = await createOwner();
    const role = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`], "Gone");
    const res = await del(organization.id, role.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: role.id, name: "Gone" });
    expect(await prisma.role.count({ where: { id: role.id } })).toBe(0);
    expect((await del(organization.id, role.id, apiKey)).status).toBe(404);
  });

  it("409 ROLE_IN_USE while members hold it, 409 SYSTEM_ROLE_IMMUTABLE for a system role", async () => {
    const { organization, apiKey } = await createOwner();
    const role = await createCustomRole(organization.id, [`app:read@organization/${organization.id}`]);
    await addMemberWithRole(organization.id, role.id);
    expect((await del(organization.id, role.id, apiKey)).json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "ROLE_IN_USE" });
    const viewer = await systemRole(organization.id, "viewer");
    expect((await del(organization.id, viewer.id, apiKey)).json).toMatchObject({ statusCode: 409, reason: "SYSTEM_ROLE_IMMUTABLE" });
  });

  it("404 for another organization's role", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const role = await createCustomRole(theirs.organization.id, [`app:read@organization/${theirs.organization.id}`]);
    expect((await del(mine.organization.id, role.id, mine.apiKey)).json).toMatchObject({ statusCode: 404, code: "NotFound" });
    expect(await prisma.role.count({ where: { id: role.id } })).toBe(1);
  });
});
