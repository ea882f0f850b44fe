import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { addMember, addMemberWithRole, createCustomRole, createOwner } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { GET as getMe } from "@/app/api/core/organization/[organizationId]/me/route";
import { DELETE, GET, PUT } from "./route";

const path = (orgId: string, userId: string) => `/api/core/organization/${orgId}/members/${userId}`;
const roleOf = (organizationId: string, systemKey: string) => prisma.role.findFirstOrThrow({ where: { organizationId, systemKey } });
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function put(organizationId: string, userId: string, apiKey: string, body: unknown) {
  return callRoute(PUT, "PUT", path(organizationId, userId), { params: { organizationId, userId }, apiKey, body });
}
function del(organizationId: string, userId: string, apiKey: string) {
  return callRoute(DELETE, "DELETE", path(organizationId, userId), { params: { organizationId, userId }, apiKey });
}

describe("PUT members/{userId} (operation 12)", () => {
  it("changes the role and expiry and answers the Member; omitting expiresAt clears it", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const admin = await roleOf(organization.id, "admin");
    const expiresAt = inAnHour();
    const res = await put(organization.id, viewer.user.id, apiKey, { roleId: admin.id, expiresAt });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: viewer.user.id, roleId: admin.id, roleName: "Admin", expiresAt });
    const cleared = await put(organization.id, viewer.user.id, apiKey, { roleId: admin.id });
    expect(cleared.status).toBe(200);
    expect(cleared.json.expiresAt).toBeUndefined();
    const nulled = await put(organization.id, viewer.user.id, apiKey, { roleId: admin.id, expiresAt: null });
    expect(nulled.json.expiresAt).toBeUndefined();
  });

  it("accepts an offset timestamp and answers it in UTC", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const role = await roleOf(organization.id, "viewer");
    const res = await put(organization.id, viewer.user.id, apiKey, { roleId: role.id, expiresAt: "2099-01-01T09:00:00.123456789+09:00" });
    expect(res.json.expiresAt).toBe("2099-01-01T00:00:00.123Z");
  });

  it.each([
    ["no roleId", () => ({}), "roleId"],
    ["a roleId that is not an ObjectId", () => ({ roleId: "viewer" }), "roleId"],
    ["a malformed expiresAt", (roleId: string) => ({ roleId, expiresAt: "tomorrow" }), "expiresAt"],
    ["an expiresAt in the past", (roleId: string) => ({ roleId, expiresAt: "2020-01-01T00:00:00Z" }), "expiresAt"],
    ["an unknown field", (roleId: string) => ({ roleId, name: "x" }), "name"],
  ])("400 VALIDATION_FAILED for %s, naming the field", async (_label, body, field) => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const role = await roleOf(organization.id, "viewer");
    const res = await put(organization.id, viewer.user.id, apiKey, body(role.id));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("400 for a userId that is not an ObjectId", async () => {
    const { organization, apiKey } = await createOwner();
    const role = await roleOf(organization.id, "viewer");
    const res = await put(organization.id, "me", apiKey, { roleId: role.id });
    expect(res.status).toBe(400);
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain("userId");
  });

  it("404 for another organization's member or role", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const myViewer = await addMember(mine.organization.id, "viewer");
    const myRole = await roleOf(mine.organization.id, "viewer");
    const theirRole = await roleOf(theirs.organization.id, "viewer");
    const member = await put(mine.organization.id, theirs.user.id, mine.apiKey, { roleId: myRole.id });
    expect(member.status).toBe(404);
    expect(member.json).toMatchObject({ statusCode: 404, code: "NotFound" });
    const role = await put(mine.organization.id, myViewer.user.id, mine.apiKey, { roleId: theirRole.id });
    expect(role.status).toBe(404);
  });

  it("409 LAST_OWNER when the last Owner would be demoted or given an expiry", async () => {
    const { organization, apiKey, user } = await createOwner();
    const owner = await roleOf(organization.id, "owner");
    const admin = await roleOf(organization.id, "admin");
    const demote = await put(organization.id, user.id, apiKey, { roleId: admin.id });
    expect(demote.status).toBe(409);
    expect(demote.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "LAST_OWNER" });
    const expire = await put(organization.id, user.id, apiKey, { roleId: owner.id, expiresAt: inAnHour() });
    expect(expire.json).toMatchObject({ reason: "LAST_OWNER" });
    // An Owner whose membership has expired does not count.
    const second = await addMember(organization.id, "owner");
    await prisma.membership.update({ where: { id: second.membership.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await put(organization.id, user.id, apiKey, { roleId: admin.id })).json).toMatchObject({ reason: "LAST_OWNER" });
    // Nor does an Owner whose invitation is still pending (they have no access, and may never accept).
    await prisma.membership.update({ where: { id: second.membership.id }, data: { expiresAt: null, invitationStatus: "PENDING" } });
    expect((await put(organization.id, user.id, apiKey, { roleId: admin.id })).json).toMatchObject({ reason: "LAST_OWNER" });
    expect((await del(organization.id, user.id, apiKey)).json).toMatchObject({ reason: "LAST_OWNER" });
    await prisma.membership.update({ where: { id: second.membership.id }, data: { invitationStatus: "ACCEPTED" } });
    await prisma.membership.update({ where: { id: second.membership.id }, data: { expiresAt: null } });
    expect((await put(organization.id, user.id, apiKey, { roleId: admin.id })).status).toBe(200);
  });

  it("two Owners demoting each other at once: exactly one succeeds, one Owner remains", async () => {
    const first = await createOwner();
    const orgId = first.organization.id;
    const second = await addMember(orgId, "owner");
    const admin = await roleOf(orgId, "admin");
    const results = await Promise.all([
      put(orgId, second.user.id, first.apiKey, { roleId: admin.id }),
      put(orgId, first.user.id, second.apiKey, { roleId: admin.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await prisma.membership.count({ where: { organizationId: orgId, role: { systemKey: "owner" } } })).toBe(1);
  });

  it("only an Owner changes an Owner or grants the Owner role (403 PERMISSION_DENIED for an Admin)", async () => {
    const { organization, user } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const viewer = await addMember(organization.id, "viewer");
    const ownerRole = await roleOf(organization.id, "owner");
    const viewerRole = await roleOf(organization.id, "viewer");
    const demoteOwner = await put(organization.id, user.id, admin.apiKey, { roleId: viewerRole.id });
    expect(demoteOwner.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    const promote = await put(organization.id, viewer.user.id, admin.apiKey, { roleId: ownerRole.id });
    expect(promote.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const self = await put(organization.id, admin.user.id, admin.apiKey, { roleId: ownerRole.id });
    expect(self.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const adminRole = await roleOf(organization.id, "admin");
    expect((await put(organization.id, viewer.user.id, admin.apiKey, { roleId: adminRole.id, expiresAt: inAnHour() })).status).toBe(200);
  });

  it("regression: a role of [member:read, member:update] cannot make itself or anyone Admin (403, nothing written)", async () => {
    const { organization, apiKey } = await createOwner();
    const orgId = organization.id;
    const managers = await createCustomRole(orgId, [`member:read@organization/${orgId}`, `member:update@organization/${orgId}`]);
    const mallory = await addMemberWithRole(orgId, managers.id);
    const viewer = await addMember(orgId, "viewer");
    const admin = await roleOf(orgId, "admin");
    const viewerRole = await roleOf(orgId, "viewer");
    const before = await prisma.membership.findMany({ where: { organizationId: orgId }, orderBy: { id: "asc" } });

    for (const [target, roleId] of [
      [mallory.user.id, admin.id],
      [viewer.user.id, admin.id],
      // Viewer reads more than this role does, so it is not this role's to give either.
      [mallory.user.id, viewerRole.id],
    ]) {
      const res = await put(orgId, target, mallory.apiKey, { roleId });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
      expect(res.json.message).toMatch(/^The role "(Admin|Viewer)" grants ".+", which your own role does not\.$/);
    }
    expect(await prisma.membership.findMany({ where: { organizationId: orgId }, orderBy: { id: "asc" } })).toEqual(before);
    // A role of its own powers it may still give, and an Owner gives Admin.
    expect((await put(orgId, viewer.user.id, mallory.apiKey, { roleId: managers.id })).status).toBe(200);
    expect((await put(orgId, viewer.user.id, apiKey, { roleId: admin.id })).status).toBe(200);
  });

  it("an Admin makes another member Viewer and back to Admin (Admin holds every statement Viewer does)", async () => {
    const { organization } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    const other = await addMember(organization.id, "admin");
    const adminRole = await roleOf(organization.id, "admin");
    const viewerRole = await roleOf(organization.id, "viewer");
    const demoted = await put(organization.id, other.user.id, admin.apiKey, { roleId: viewerRole.id });
    expect(demoted.status).toBe(200);
    expect(demoted.json).toMatchObject({ roleId: viewerRole.id });
    expect((await put(organization.id, other.user.id, admin.apiKey, { roleId: adminRole.id, expiresAt: inAnHour() })).status).toBe(200);
  });

  it("the new role takes effect on the member's next request", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const admin = await roleOf(organization.id, "admin");
    const params = { organizationId: organization.id };
    const before = await callRoute(getMe, "GET", `/api/core/organization/${organization.id}/me`, { params, apiKey: viewer.apiKey });
    expect(before.json.permissions).not.toContain("member:update");
    await put(organization.id, viewer.user.id, apiKey, { roleId: admin.id });
    const after = await callRoute(getMe, "GET", `/api/core/organization/${organization.id}/me`, { params, apiKey: viewer.apiKey });
    expect(after.json.permissions).toContain("member:update");
  });
});

describe("DELETE members/{userId} (extension)", () => {
  it("removes the member, answers the removed Member, and their key stops working", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const res = await del(organization.id, viewer.user.id, apiKey);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: viewer.user.id, roleName: "Viewer" });
    expect(await prisma.membership.count({ where: { organizationId: organization.id, userId: viewer.user.id } })).toBe(0);
    const params = { organizationId: organization.id };
    const after = await callRoute(getMe, "GET", `/api/core/organization/${organization.id}/me`, { params, apiKey: viewer.apiKey });
    expect(after.status).toBe(401);
    expect((await del(organization.id, viewer.user.id, apiKey)).status).toBe(404);
  });

  it("409 LAST_OWNER for the last Owner; an Admin may not remove an Owner", async () => {
    const { organization, apiKey, user } = await createOwner();
    const admin = await addMember(organization.id, "admin");
    expect((await del(organization.id, user.id, apiKey)).json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "LAST_OWNER" });
    expect((await del(organization.id, user.id, admin.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    const second = await addMember(organization.id, "owner");
    expect((await del(organization.id, second.user.id, admin.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await del(organization.id, user.id, second.apiKey)).status).toBe(200);
  });

  it("404 for another organization's member", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const res = await del(mine.organization.id, theirs.user.id, mine.apiKey);
    expect(res.status).toBe(404);
    expect(await prisma.membership.count({ where: { userId: theirs.user.id } })).toBe(1);
  });
});

describe("GET members/{userId} (extension)", () => {
  it("answers the caller's own record without member:read, others' only with it", async () => {
    const { organization, user } = await createOwner();
    const role = await createCustomRole(organization.id, [`campaign:read@organization/${organization.id}`]);
    const custom = await addMemberWithRole(organization.id, role.id);
    const viewer = await addMember(organization.id, "viewer");
    const get = (userId: string, apiKey: string) =>
      callRoute(GET, "GET", path(organization.id, userId), { params: { organizationId: organization.id, userId }, apiKey });
    const own = await get(custom.user.id, custom.apiKey);
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ _id: custom.user.id, roleName: role.name, keyPrefix: expect.stringMatching(/^oak_/) });
    expect((await get(user.id, custom.apiKey)).json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await get(user.id, viewer.apiKey)).status).toBe(200);
    const stranger = await createOwner();
    expect((await get(stranger.user.id, viewer.apiKey)).status).toBe(404);
  });
});
