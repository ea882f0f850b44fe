import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { authorizeCredentials } from "@/lib/auth/options";
import { addMember, addMemberWithRole, createCustomRole, createOwner, createUser, sessionCookie, uniqueEmail } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { POST } from "./route";
import { GET as listMembers } from "@/app/api/core/organization/[organizationId]/members/route";
import { POST as signUpRoute } from "@/app/api/auth/sign-up/route";

const path = (orgId: string) => `/api/core/organization/${orgId}/members/by-email`;
const roleOf = (organizationId: string, systemKey: string) => prisma.role.findFirstOrThrow({ where: { organizationId, systemKey } });

async function add(organizationId: string, apiKey: string, body: unknown) {
  return callRoute(POST, "POST", path(organizationId), { params: { organizationId }, apiKey, body });
}

describe("POST members/by-email (operation 11)", () => {
  it("adds a verified account at once with the role and answers the Member", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await roleOf(organization.id, "viewer");
    const person = await createUser({ fullName: "Grace Hopper", password: "grace's password" });
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const res = await add(organization.id, apiKey, { email: person.email.toUpperCase(), roleId: viewer.id, expiresAt });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      _id: person.id,
      email: person.email,
      roleId: viewer.id,
      roleName: "Viewer",
      expiresAt,
      profile: { fullName: "Grace Hopper" },
    });
    expect(res.json.invitationStatus).toBe("ACCEPTED");
    expect(res.json.inviteUrl).toBeUndefined();
  });

  it("invites an e-mail without a verified account: a pending member with no access, and a link for the inviter without SMTP", async () => {
    const { organization, apiKey } = await createOwner();
    const admin = await roleOf(organization.id, "admin");
    const email = uniqueEmail("invitee");
    const res = await add(organization.id, apiKey, { email, roleId: admin.id });
    expect(res.status).toBe(200);
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(res.json).toMatchObject({ _id: user.id, email, roleName: "Admin", invitationStatus: "PENDING" });
    expect(res.json.inviteUrl).toMatch(/^http:\/\/localhost:3000\/invitations\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(res.json.invitationExpiresAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(user.passwordHash).toBeNull();
    // Even a session of that user (which nobody can get before accepting) has no access while pending.
    const cookie = await sessionCookie(user.id);
    const members = await callRoute(listMembers, "GET", `/api/core/organization/${organization.id}/members`, {
      params: { organizationId: organization.id },
      cookie,
    });
    expect(members.json).toMatchObject({ statusCode: 403, reason: "NOT_A_MEMBER" });
  });

  it("regression: whoever signs up first with an invited e-mail does not become a member (the takeover)", async () => {
    const { organization, apiKey } = await createOwner();
    const admin = await roleOf(organization.id, "admin");
    const email = uniqueEmail("newhire");
    expect((await add(organization.id, apiKey, { email, roleId: admin.id })).status).toBe(200);

    const attacker = await callRoute(signUpRoute, "POST", "/api/auth/sign-up", {
      body: { email, password: "attacker's password", fullName: "Mallory", organizationName: "Mallory Inc" },
    });
    expect(attacker.status).toBe(200);
    expect(attacker.json).toEqual({ email, verificationRequired: true, emailSent: false });
    // Nothing usable exists until the mailbox is proven: no password, no sign-in, the membership still pending.
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.passwordHash).toBeNull();
    expect(await authorizeCredentials({ email, password: "attacker's password" })).toBeNull();
    const membership = await prisma.membership.findUniqueOrThrow({
      where: { organizationId_userId: { organizationId: organization.id, userId: user.id } },
    });
    expect(membership.invitationStatus).toBe("PENDING");
  });

  it("409 MEMBER_EXISTS for someone already a member", async () => {
    const { organization, apiKey, user } = await createOwner();
    const viewer = await roleOf(organization.id, "viewer");
    const res = await add(organization.id, apiKey, { email: user.email, roleId: viewer.id });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "MEMBER_EXISTS" });
  });

  it("two concurrent invitations of the same new e-mail: one member, one 409", async () => {
    const { organization, apiKey } = await createOwner();
    const viewer = await roleOf(organization.id, "viewer");
    const email = uniqueEmail("race");
    const results = await Promise.all([
      add(organization.id, apiKey, { email, roleId: viewer.id }),
      add(organization.id, apiKey, { email, roleId: viewer.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await prisma.user.count({ where: { email } })).toBe(1);
  });

  const past = new Date(Date.now() - 60_000).toISOString();
  it.each([
    ["no e-mail", { email: undefined }, "email"],
    ["an invalid e-mail", { email: "not-an-address" }, "email"],
    ["an e-mail that is not a string", { email: 7 }, "email"],
    ["no roleId", { roleId: undefined }, "roleId"],
    ["a roleId that is not an ObjectId", { roleId: "admin" }, "roleId"],
    ["a malformed expiresAt", { expiresAt: "2027-02-30T00:00:00Z" }, "expiresAt"],
    ["an expiresAt in the past", { expiresAt: past }, "expiresAt"],
    ["an unknown field", { role: "admin" }, "role"],
  ])("400 VALIDATION_FAILED for %s, naming the field", async (_label, patch, field) => {
    const { organization, apiKey } = await createOwner();
    const viewer = await roleOf(organization.id, "viewer");
    const res = await add(organization.id, apiKey, { email: uniqueEmail(), roleId: viewer.id, ...patch });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
  });

  it("404 for another organization's role id", async () => {
    const mine = await createOwner();
    const theirs = await createOwner();
    const theirRole = await roleOf(theirs.organization.id, "viewer");
    const res = await add(mine.organization.id, mine.apiKey, { email: uniqueEmail(), roleId: theirRole.id });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ statusCode: 404, code: "NotFound" });
  });

  it("only an Owner grants the Owner role", async () => {
    const { organization, apiKey } = await createOwner();
    const owner = await roleOf(organization.id, "owner");
    const admin = await addMember(organization.id, "admin");
    const denied = await add(organization.id, admin.apiKey, { email: uniqueEmail(), roleId: owner.id });
    expect(denied.status).toBe(403);
    expect(denied.json).toMatchObject({ code: "Forbidden", reason: "PERMISSION_DENIED" });
    expect((await add(organization.id, apiKey, { email: uniqueEmail(), roleId: owner.id })).status).toBe(200);
  });

  it("regression: a role of [member:read, member:create, role:read] cannot add or invite anyone as Admin (403, nothing written)", async () => {
    const { organization } = await createOwner();
    const orgId = organization.id;
    const inviters = await createCustomRole(orgId, [
      `member:read@organization/${orgId}`,
      `member:create@organization/${orgId}`,
      `role:read@organization/${orgId}`,
    ]);
    const mallory = await addMemberWithRole(orgId, inviters.id);
    const admin = await roleOf(orgId, "admin");
    const verified = await createUser({ password: "a long enough password" });
    const fresh = uniqueEmail();
    const members = await prisma.membership.count({ where: { organizationId: orgId } });
    for (const email of [verified.email, fresh]) {
      const res = await add(orgId, mallory.apiKey, { email, roleId: admin.id });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ statusCode: 403, code: "Forbidden", reason: "PERMISSION_DENIED" });
      expect(res.json.message).toMatch(/^The role "Admin" grants ".+", which your own role does not\.$/);
    }
    expect(await prisma.membership.count({ where: { organizationId: orgId } })).toBe(members);
    expect(await prisma.user.count({ where: { email: fresh } })).toBe(0);
    expect(await prisma.authToken.count({ where: { email: { in: [verified.email, fresh] } } })).toBe(0);
    // Its own role it may hand out.
    expect((await add(orgId, mallory.apiKey, { email: uniqueEmail(), roleId: inviters.id })).status).toBe(200);
  });

  it("an Admin adds and invites members as Viewer (Admin holds every statement Viewer does)", async () => {
    const { organization } = await createOwner();
    const orgId = organization.id;
    const admin = await addMember(orgId, "admin");
    const viewer = await roleOf(orgId, "viewer");
    const verified = await createUser({ password: "a long enough password" });
    for (const email of [verified.email, uniqueEmail()]) {
      const res = await add(orgId, admin.apiKey, { email, roleId: viewer.id });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ roleId: viewer.id });
    }
  });

  it("a custom role is handed out only by someone whose role covers it", async () => {
    const { organization } = await createOwner();
    const settlement = await createCustomRole(organization.id, [`settlement:*@organization/${organization.id}`]);
    const campaigns = await createCustomRole(organization.id, [`campaign:*@organization/${organization.id}`]);
    const admin = await addMember(organization.id, "admin");
    const denied = await add(organization.id, admin.apiKey, { email: uniqueEmail(), roleId: settlement.id });
    expect(denied.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });
    expect((await add(organization.id, admin.apiKey, { email: uniqueEmail(), roleId: campaigns.id })).status).toBe(200);
    // A custom role with member:create cannot invite with a role wider than its own.
    const inviter = await createCustomRole(organization.id, [
      `member:*@organization/${organization.id}`,
      `campaign:read@organization/${organization.id}`,
    ]);
    const member = await addMemberWithRole(organization.id, inviter.id);
    expect((await add(organization.id, member.apiKey, { email: uniqueEmail(), roleId: campaigns.id })).status).toBe(403);
  });
});
