import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner, sessionCookie } from "@/lib/test/fixtures";
import { SoftAuthenticator } from "@/lib/test/soft-authenticator";
import { GET as readOrganization } from "@/app/api/core/organization/[organizationId]/route";
import { GET as listOrganizations } from "@/app/api/core/organizations/route";
import { GET as listSessions } from "@/app/api/auth/sessions/route";
import { POST as registrationOptions } from "@/app/api/auth/passkeys/options/route";
import { POST as addPasskey } from "@/app/api/auth/passkeys/route";
import { DELETE as resetMember } from "@/app/api/core/organization/[organizationId]/members/[userId]/two-factor/route";
import { PUT } from "./route";

const SAME_ORIGIN = { origin: ORIGIN };

async function require2fa(organizationId: string, cookie: string, required = true) {
  return callRoute(PUT, "PUT", `/api/core/organization/${organizationId}/two-factor`, {
    cookie,
    headers: SAME_ORIGIN,
    params: { organizationId },
    body: { required },
  });
}

const read = (organizationId: string, auth: { cookie?: string; apiKey?: string }) =>
  callRoute(readOrganization, "GET", `/api/core/organization/${organizationId}`, { ...auth, params: { organizationId } });

async function enrolPasskey(cookie: string) {
  const options = await callRoute(registrationOptions, "POST", "/api/auth/passkeys/options", { cookie, headers: SAME_ORIGIN });
  const res = await callRoute(addPasskey, "POST", "/api/auth/passkeys", {
    cookie,
    headers: SAME_ORIGIN,
    body: { name: "Key", response: new SoftAuthenticator().register(options.json) },
  });
  expect(res.status).toBe(201);
}

describe("organization two-factor enforcement", () => {
  it("only an Owner requires it (an Admin is refused); then a member's session without two-factor gets 403 TWO_FACTOR_REQUIRED, their API key and the organization list still work, and enrolling lets them in", async () => {
    const { user: owner, organization } = await createOwner();
    const ownerCookie = await sessionCookie(owner.id);
    const admin = await addMember(organization.id, "admin");
    const adminCookie = await sessionCookie(admin.user.id);
    const viewer = await addMember(organization.id, "viewer");
    const viewerCookie = await sessionCookie(viewer.user.id);

    const byAdmin = await require2fa(organization.id, adminCookie);
    expect(byAdmin.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED", message: expect.stringContaining("Owner") });
    expect((await read(organization.id, { cookie: viewerCookie })).status).toBe(200);

    // An Owner without a second factor of their own cannot require one (it would lock them out too).
    const unprotected = await require2fa(organization.id, ownerCookie);
    expect(unprotected.json).toMatchObject({
      statusCode: 403,
      reason: "TWO_FACTOR_REQUIRED",
      message: expect.stringContaining("yourself"),
    });
    await enrolPasskey(ownerCookie);
    const byOwner = await require2fa(organization.id, ownerCookie);
    expect(byOwner.json).toEqual({ organizationId: organization.id, requireTwoFactor: true });
    expect(await prisma.auditEntry.count({ where: { organizationId: organization.id, action: "organization:require-two-factor" } })).toBe(
      1,
    );

    const refused = await read(organization.id, { cookie: viewerCookie });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ reason: "TWO_FACTOR_REQUIRED", code: "Forbidden" });
    expect((await read(organization.id, { apiKey: viewer.apiKey })).status).toBe(200);
    expect((await callRoute(listOrganizations, "GET", "/api/core/organizations", { cookie: viewerCookie })).status).toBe(200);

    await enrolPasskey(viewerCookie);
    expect((await read(organization.id, { cookie: viewerCookie })).status).toBe(200);

    await require2fa(organization.id, ownerCookie, false);
    expect((await read(organization.id, { cookie: adminCookie })).status).toBe(200);
  });

  it("an Owner resets a member's second factor: it is gone, their sessions end, and it is audited; an Admin cannot", async () => {
    const { user: owner, organization } = await createOwner();
    const ownerCookie = await sessionCookie(owner.id);
    const member = await addMember(organization.id, "viewer");
    const memberCookie = await sessionCookie(member.user.id);
    await enrolPasskey(memberCookie);
    const admin = await addMember(organization.id, "admin");
    const path = `/api/core/organization/${organization.id}/members/${member.user.id}/two-factor`;
    const params = { organizationId: organization.id, userId: member.user.id };

    const byAdmin = await callRoute(resetMember, "DELETE", path, {
      cookie: await sessionCookie(admin.user.id),
      headers: SAME_ORIGIN,
      params,
    });
    expect(byAdmin.json).toMatchObject({ statusCode: 403, reason: "PERMISSION_DENIED" });

    const reset = await callRoute(resetMember, "DELETE", path, { cookie: ownerCookie, headers: SAME_ORIGIN, params });
    expect(reset.json).toEqual({ userId: member.user.id, sessionsEnded: 1 });
    const after = await prisma.user.findUniqueOrThrow({ where: { id: member.user.id }, include: { passkeys: true, recoveryCodes: true } });
    expect(after).toMatchObject({ twoFactorSince: null, passkeys: [], recoveryCodes: [] });
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie: memberCookie })).status).toBe(401);
    const entry = await prisma.auditEntry.findFirstOrThrow({
      where: { organizationId: organization.id, action: "member:reset-two-factor" },
    });
    expect(entry).toMatchObject({ userId: owner.id, targetId: member.user.id });

    const stranger = `/api/core/organization/${organization.id}/members/${"0".repeat(24)}/two-factor`;
    const missing = await callRoute(resetMember, "DELETE", stranger, {
      cookie: ownerCookie,
      headers: SAME_ORIGIN,
      params: { organizationId: organization.id, userId: "0".repeat(24) },
    });
    expect(missing.json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
  });
});
