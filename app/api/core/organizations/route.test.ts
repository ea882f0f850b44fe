import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { organizationTarget } from "@/lib/permissions/statements";
import { addMember, createCustomRole, addMemberWithRole, createOwner, createUser, sessionCookie } from "@/lib/test/fixtures";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { GET, POST } from "./route";

const PATH = "/api/core/organizations";
// The rule itself, not the constant: organizations nest four levels deep (depth 0 to 3).
const DEEPEST = 3;

/** POST as the person's console session: creating an organization is a person's act, which no key may do. */
async function create(person: { id: string }, body: Record<string, unknown>) {
  return callRoute(POST, "POST", PATH, { cookie: await sessionCookie(person.id), headers: { origin: ORIGIN }, body });
}

describe("POST /api/core/organizations (extension: create an organization)", () => {
  it("creates a top-level organization whose Owner is the caller, with the three system roles", async () => {
    const user = await createUser();
    const res = await callRoute(POST, "POST", PATH, {
      cookie: await sessionCookie(user.id),
      headers: { origin: ORIGIN },
      body: { name: "Studio", description: "Games" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Studio", description: "Games", depth: 0 });
    expect(res.json.parentOrganizationId).toBeUndefined();
    const membership = await prisma.membership.findFirstOrThrow({ where: { organizationId: res.json._id }, include: { role: true } });
    expect(membership).toMatchObject({ userId: user.id, role: { systemKey: "owner" } });
    const roles = await prisma.role.findMany({ where: { organizationId: res.json._id } });
    expect(roles.map((r) => r.systemKey).sort()).toEqual(["admin", "owner", "viewer"]);
  });

  it("the new organization takes its creator's time zone, or the one given; an unknown zone is 400 and creates nothing", async () => {
    const user = await createUser();
    await prisma.user.update({ where: { id: user.id }, data: { timezone: "Asia/Seoul" } });
    const cookie = await sessionCookie(user.id);
    const headers = { origin: ORIGIN };
    const inherited = await callRoute(POST, "POST", PATH, { cookie, headers, body: { name: "Seoul studio" } });
    expect(inherited.status).toBe(200);
    expect(inherited.json.timeZone).toBe("Asia/Seoul");
    const given = await callRoute(POST, "POST", PATH, { cookie, headers, body: { name: "Berlin studio", timeZone: "Europe/Berlin" } });
    expect(given.json.timeZone).toBe("Europe/Berlin");
    const before = await prisma.membership.count({ where: { userId: user.id } });
    const refused = await callRoute(POST, "POST", PATH, { cookie, headers, body: { name: "Nowhere", timeZone: "Atlantis/Capital" } });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      reason: "VALIDATION_FAILED",
      details: [{ path: "timeZone", message: "must be an IANA time zone such as Asia/Seoul" }],
    });
    expect(await prisma.membership.count({ where: { userId: user.id } })).toBe(before);
  });

  it("creates a child under an organization where the caller may organization:create", async () => {
    const { organization, user } = await createOwner();
    const res = await create(user, { name: "Child", parentOrganizationId: organization.id });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: "Child", parentOrganizationId: organization.id, depth: 1 });
  });

  it("refuses a parent the caller does not belong to, and creates nothing", async () => {
    const other = await createOwner({ name: "Someone else's" });
    const { user } = await createOwner();
    const before = await prisma.organization.count();
    const res = await create(user, { name: "Squatter", parentOrganizationId: other.organization.id });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound", reason: "NOT_FOUND" });
    expect(await prisma.organization.count()).toBe(before);
    expect(await prisma.organization.count({ where: { parentOrganizationId: other.organization.id } })).toBe(0);
  });

  it("answers an unknown parent the same way as one the caller does not belong to", async () => {
    const { user } = await createOwner();
    const res = await create(user, { name: "Orphan", parentOrganizationId: "0".repeat(24) });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ reason: "NOT_FOUND" });
  });

  it("refuses a Viewer of the parent (no organization:create); an Admin may", async () => {
    const { organization } = await createOwner();
    const viewer = await addMember(organization.id, "viewer");
    const refused = await create(viewer.user, { name: "Child", parentOrganizationId: organization.id });
    expect(refused.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
    const admin = await addMember(organization.id, "admin");
    expect((await create(admin.user, { name: "Child", parentOrganizationId: organization.id })).status).toBe(200);
  });

  it("refuses a member whose custom role lacks organization:create, and one whose membership expired", async () => {
    const { organization } = await createOwner();
    const reader = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`organization:read@${organizationTarget(organization.id)}`])).id,
    );
    const refused = await create(reader.user, { name: "Child", parentOrganizationId: organization.id });
    expect(refused.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });

    const creator = await addMemberWithRole(
      organization.id,
      (await createCustomRole(organization.id, [`organization:create@${organizationTarget(organization.id)}`])).id,
    );
    expect((await create(creator.user, { name: "Allowed", parentOrganizationId: organization.id })).status).toBe(200);
    await prisma.membership.update({ where: { id: creator.membership.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await create(creator.user, { name: "Late", parentOrganizationId: organization.id });
    expect(expired.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
  });

  it(`nests ${DEEPEST + 1} levels deep (depth 0 to ${DEEPEST}) and refuses one more`, async () => {
    const { organization, user } = await createOwner();
    let parentId = organization.id;
    for (let depth = 1; depth <= DEEPEST; depth++) {
      const res = await create(user, { name: `Level ${depth}`, parentOrganizationId: parentId });
      expect(res.status).toBe(200);
      expect(res.json.depth).toBe(depth);
      parentId = res.json._id;
    }
    const res = await create(user, { name: "Too deep", parentOrganizationId: parentId });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details).toEqual([expect.objectContaining({ path: "parentOrganizationId" })]);
    expect(await prisma.organization.count({ where: { parentOrganizationId: parentId } })).toBe(0);
  });

  it.each([
    ["no name", {}],
    ["an empty name", { name: " " }],
    ["a parent id that is not an ObjectId", { name: "x", parentOrganizationId: "nope" }],
    ["an unknown field", { name: "x", depth: 0 }],
  ])("400 VALIDATION_FAILED for %s", async (_label, body) => {
    const { user } = await createOwner();
    const res = await create(user, body);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
  });

  it("401 without credentials; 403 for a cross-origin session", async () => {
    const none = await callRoute(POST, "POST", PATH, { body: { name: "x" } });
    expect(none.json).toMatchObject({ statusCode: 401, reason: "UNAUTHENTICATED" });
    const user = await createUser();
    const cross = await callRoute(POST, "POST", PATH, {
      cookie: await sessionCookie(user.id),
      headers: { origin: "https://evil.example" },
      body: { name: "x" },
    });
    expect(cross.json).toMatchObject({ statusCode: 403, reason: "CROSS_ORIGIN_REQUEST" });
  });

  it("the new organization is listed by GET for its creator only", async () => {
    const { apiKey, user, organization } = await createOwner();
    const stranger = await createOwner();
    const created = await callRoute(POST, "POST", PATH, {
      cookie: await sessionCookie(user.id),
      headers: { origin: ORIGIN },
      body: { name: "Listed" },
    });
    const mine = await callRoute(GET, "GET", PATH, { cookie: await sessionCookie(user.id) });
    expect(mine.json.items.map((o: { _id: string }) => o._id)).toContain(created.json._id);
    const theirs = await callRoute(GET, "GET", PATH, { cookie: await sessionCookie(stranger.user.id) });
    expect(theirs.json.items.map((o: { _id: string }) => o._id)).not.toContain(created.json._id);
    // The creator's key speaks for the organization it was issued in: it lists that one, not the new one.
    const byKey = await callRoute(GET, "GET", PATH, { apiKey });
    expect(byKey.json.items.map((o: { _id: string }) => o._id)).toEqual([organization.id]);
  });

  it("a key cannot create an organization, not even a child of its own (403 SESSION_REQUIRED), and creates nothing", async () => {
    const { organization, apiKey } = await createOwner();
    const before = await prisma.organization.count();
    for (const body of [{ name: "Top" }, { name: "Child", parentOrganizationId: organization.id }]) {
      const res = await callRoute(POST, "POST", PATH, { apiKey, body });
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "SESSION_REQUIRED" });
    }
    expect(await prisma.organization.count()).toBe(before);
  });
});
