// A key speaks for one organization's API (or the serving routes), never for the person who holds it: every route
// of a person's own account answers 403 SESSION_REQUIRED to any key and writes nothing. The attack this closes:
// with a member's key of one organization, register a passkey (or enrol an authenticator) on the person's account,
// then sign in with it and reach every organization of theirs.
import { describe, expect, it } from "vitest";
import type { NextRequest } from "next/server";
import { prisma } from "@/lib/db/client";
import { registrationOptions } from "@/lib/auth/two-factor/passkeys";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { addMember, createOwner, createReviewer, createUser, randomIp, sessionCookie } from "@/lib/test/fixtures";
import { SoftAuthenticator } from "@/lib/test/soft-authenticator";
import { rotateApiKey } from "@/lib/members/rotate-api-key";
import { GET as getProfile, PUT as updateProfile } from "@/app/api/auth/profile/route";
import { PUT as changePassword } from "@/app/api/auth/profile/password/route";
import { DELETE as signOutEverywhere, GET as listSessions } from "@/app/api/auth/sessions/route";
import { DELETE as disableTwoFactor, GET as twoFactorStatus } from "@/app/api/auth/two-factor/route";
import { POST as startTotp } from "@/app/api/auth/two-factor/totp/route";
import { POST as confirmTotp } from "@/app/api/auth/two-factor/totp/confirm/route";
import { POST as recoveryCodes } from "@/app/api/auth/two-factor/recovery-codes/route";
import { POST as passkeyOptions } from "@/app/api/auth/passkeys/options/route";
import { POST as addPasskey } from "@/app/api/auth/passkeys/route";
import { DELETE as removePasskey, PATCH as renamePasskey } from "@/app/api/auth/passkeys/[passkeyId]/route";
import { POST as reauthenticate } from "@/app/api/auth/reauthenticate/route";
import {
  GET as getPreferences,
  PUT as updatePreferences,
} from "@/app/api/core/organization/[organizationId]/me/notification-preferences/route";
import { POST as createServiceAccount } from "@/app/api/core/organization/[organizationId]/service-accounts/route";
import { POST as createIntegrationKey } from "@/app/api/core/review/integration-keys/route";
import { GET as listNotifications } from "@/app/api/core/notifications/route";
import { POST as markAllRead } from "@/app/api/core/notifications/read-all/route";
import { GET as myOrganizations, POST as createOrganization } from "@/app/api/core/organizations/route";

const PASSWORD = "person routes password 1";
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A person in two organizations, with a member's key of the first (A) only and a passkey registered in the console. */
async function victim() {
  const user = await createUser({ password: PASSWORD });
  const a = await createOwner({ name: "Organization A" });
  const b = await createOwner({ name: "Organization B" });
  const inA = await addMember(a.organization.id, "admin", user.id);
  await addMember(b.organization.id, "admin", user.id);
  const cookie = await sessionCookie(user.id);
  const options = await callRoute(passkeyOptions, "POST", "/api/auth/passkeys/options", { cookie, headers: { origin: ORIGIN } });
  const own = await callRoute(addPasskey, "POST", "/api/auth/passkeys", {
    cookie,
    headers: { origin: ORIGIN },
    body: { name: "Owner's key", response: new SoftAuthenticator().register(options.json) },
  });
  expect(own.status).toBe(201);
  return {
    user,
    organizationA: a.organization.id,
    organizationB: b.organization.id,
    memberKey: inA.apiKey,
    ownPasskeyId: own.json.id as string,
  };
}

type Victim = Awaited<ReturnType<typeof victim>>;
type PersonRoute = {
  name: string;
  handler: Handler;
  method: string;
  path: (v: Victim) => string;
  params?: (v: Victim) => Record<string, string>;
  body?: (v: Victim) => Promise<unknown> | unknown;
};

/** Every route of a person's own account, with the request the attack would send. */
const PERSON_ROUTES: PersonRoute[] = [
  { name: "GET profile", handler: getProfile, method: "GET", path: () => "/api/auth/profile" },
  {
    name: "PUT profile",
    handler: updateProfile,
    method: "PUT",
    path: () => "/api/auth/profile",
    body: () => ({ fullName: "Mallory", locale: "ko", timezone: "Asia/Seoul" }),
  },
  {
    name: "PUT password",
    handler: changePassword,
    method: "PUT",
    path: () => "/api/auth/profile/password",
    body: () => ({ currentPassword: PASSWORD, newPassword: "the attacker's password" }),
  },
  { name: "GET sessions", handler: listSessions, method: "GET", path: () => "/api/auth/sessions" },
  { name: "DELETE sessions (sign out everywhere)", handler: signOutEverywhere, method: "DELETE", path: () => "/api/auth/sessions" },
  { name: "GET two-factor", handler: twoFactorStatus, method: "GET", path: () => "/api/auth/two-factor" },
  {
    name: "DELETE two-factor",
    handler: disableTwoFactor,
    method: "DELETE",
    path: () => "/api/auth/two-factor",
    body: () => ({ password: PASSWORD }),
  },
  { name: "POST totp (start)", handler: startTotp, method: "POST", path: () => "/api/auth/two-factor/totp" },
  {
    name: "POST totp/confirm",
    handler: confirmTotp,
    method: "POST",
    path: () => "/api/auth/two-factor/totp/confirm",
    body: () => ({ code: "123456" }),
  },
  {
    name: "POST recovery-codes",
    handler: recoveryCodes,
    method: "POST",
    path: () => "/api/auth/two-factor/recovery-codes",
    body: () => ({ password: PASSWORD }),
  },
  { name: "POST passkeys/options", handler: passkeyOptions, method: "POST", path: () => "/api/auth/passkeys/options" },
  {
    name: "POST passkeys (create)",
    handler: addPasskey,
    method: "POST",
    path: () => "/api/auth/passkeys",
    // A live challenge for this person (what passkeys/options answered before): the software authenticator's answer
    // to it verifies, so only the route's refusal of the key stands between the attacker and a new passkey.
    body: async (v) => ({ name: "Attacker", response: new SoftAuthenticator().register(await registrationOptions(v.user)) }),
  },
  {
    name: "PATCH passkey (rename)",
    handler: renamePasskey,
    method: "PATCH",
    path: (v) => `/api/auth/passkeys/${v.ownPasskeyId}`,
    params: (v) => ({ passkeyId: v.ownPasskeyId }),
    body: () => ({ name: "Renamed by the key" }),
  },
  {
    name: "DELETE passkey",
    handler: removePasskey,
    method: "DELETE",
    path: (v) => `/api/auth/passkeys/${v.ownPasskeyId}`,
    params: (v) => ({ passkeyId: v.ownPasskeyId }),
  },
  {
    name: "POST reauthenticate",
    handler: reauthenticate,
    method: "POST",
    path: () => "/api/auth/reauthenticate",
    body: () => ({ password: PASSWORD }),
  },
  {
    name: "GET notification preferences",
    handler: getPreferences as Handler,
    method: "GET",
    path: (v) => `/api/core/organization/${v.organizationA}/me/notification-preferences`,
    params: (v) => ({ organizationId: v.organizationA }),
  },
  {
    name: "PUT notification preferences",
    handler: updatePreferences as Handler,
    method: "PUT",
    path: (v) => `/api/core/organization/${v.organizationA}/me/notification-preferences`,
    params: (v) => ({ organizationId: v.organizationA }),
    body: () => ({ email: { reviews: false, security: false } }),
  },
  {
    name: "POST organizations (create)",
    handler: createOrganization as Handler,
    method: "POST",
    path: () => "/api/core/organizations",
    body: () => ({ name: "Made by a key" }),
  },
  { name: "GET notifications", handler: listNotifications as Handler, method: "GET", path: () => "/api/core/notifications" },
  {
    name: "POST notifications/read-all",
    handler: markAllRead as Handler,
    method: "POST",
    path: () => "/api/core/notifications/read-all",
  },
];

async function send(route: PersonRoute, v: Victim, auth: { apiKey?: string; cookie?: string }) {
  return callRoute(route.handler, route.method, route.path(v), {
    ...auth,
    headers: { origin: ORIGIN, "x-adnet-client-ip": randomIp() },
    params: route.params?.(v),
    body: route.body ? await route.body(v) : undefined,
  });
}

/** Everything a person route could write about the person, counted and read back. */
async function footprint(v: Victim) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: v.user.id },
    select: {
      fullName: true,
      locale: true,
      timezone: true,
      passwordHash: true,
      totpSecretSealed: true,
      totpPendingSealed: true,
      totpEnabledAt: true,
      twoFactorSince: true,
    },
  });
  return {
    user,
    passkeys: await prisma.passkey.findMany({ where: { userId: v.user.id }, select: { id: true, name: true }, orderBy: { id: "asc" } }),
    recoveryCodes: await prisma.recoveryCode.count({ where: { userId: v.user.id } }),
    sessions: await prisma.session.count({ where: { userId: v.user.id } }),
    liveSessions: await prisma.session.count({ where: { userId: v.user.id, revokedAt: null } }),
    stamps: (
      await prisma.session.findMany({ where: { userId: v.user.id }, select: { reauthenticatedAt: true }, orderBy: { id: "asc" } })
    ).map((s) => s.reauthenticatedAt?.toISOString() ?? null),
    preferences: await prisma.notificationPreference.count({ where: { userId: v.user.id } }),
    memberships: await prisma.membership.count({ where: { userId: v.user.id } }),
    audit: await prisma.auditEntry.count({ where: { userId: v.user.id } }),
  };
}

const sessionRequired = { statusCode: 403, code: "Forbidden", reason: "SESSION_REQUIRED" };

async function serviceAccountKey(v: Victim) {
  // The Owner of organization A (who made the victim's organization) makes the account; its key is an osk_.
  const owner = await prisma.membership.findFirstOrThrow({
    where: { organizationId: v.organizationA, role: { systemKey: "owner" }, userId: { not: v.user.id } },
  });
  const ownerKey = await rotateApiKey(owner.id);
  const role = await prisma.role.findFirstOrThrow({ where: { organizationId: v.organizationA, systemKey: "owner" } });
  const made = await callRoute(createServiceAccount as Handler, "POST", `/api/core/organization/${v.organizationA}/service-accounts`, {
    apiKey: ownerKey.apiKey,
    params: { organizationId: v.organizationA },
    body: { name: "Pipeline", roleId: role.id },
  });
  expect(made.status).toBe(201);
  expect(made.json.apiKey).toMatch(/^osk_/);
  return made.json.apiKey as string;
}

async function integrationKey() {
  const reviewer = await createReviewer();
  const made = await callRoute(createIntegrationKey as Handler, "POST", "/api/core/review/integration-keys", {
    apiKey: reviewer.apiKey,
    body: { name: "Ad server" },
  });
  expect(made.status).toBe(201);
  expect(made.json.apiKey).toMatch(/^oik_/);
  return made.json.apiKey as string;
}

describe("a member's key of one organization on the person's own account (the takeover)", () => {
  it("every person route answers 403 SESSION_REQUIRED and nothing of the person changes", async () => {
    const v = await victim();
    expect(v.memberKey).toMatch(/^oak_/);
    const before = await footprint(v);
    for (const route of PERSON_ROUTES) {
      const res = await send(route, v, { apiKey: v.memberKey });
      expect({ route: route.name, status: res.status, body: res.json }).toMatchObject({
        route: route.name,
        status: 403,
        body: sessionRequired,
      });
    }
    const after = await footprint(v);
    expect(after).toEqual(before);
    // Nor did the key make an organization: the person is in A and B only.
    expect(await prisma.membership.count({ where: { userId: v.user.id } })).toBe(2);
  });

  it("the attack end to end: no passkey is registered through the key, so no passkey sign-in reaches organization B", async () => {
    const v = await victim();
    const authenticator = new SoftAuthenticator();
    const challenges = () => prisma.authToken.count({ where: { userId: v.user.id, purpose: "WEBAUTHN" } });
    const challengesBefore = await challenges();
    const options = await callRoute(passkeyOptions, "POST", "/api/auth/passkeys/options", { apiKey: v.memberKey });
    expect(options.json).toMatchObject(sessionRequired);
    expect(await challenges()).toBe(challengesBefore);
    const created = await callRoute(addPasskey, "POST", "/api/auth/passkeys", {
      apiKey: v.memberKey,
      body: { name: "Attacker", response: authenticator.register(await registrationOptions(v.user)) },
    });
    expect(created.json).toMatchObject(sessionRequired);
    expect(
      await prisma.passkey.count({ where: { userId: v.user.id, credentialId: authenticator.credentialId.toString("base64url") } }),
    ).toBe(0);
    expect(await prisma.passkey.count({ where: { userId: v.user.id } })).toBe(1);

    // And TOTP through the key: no pending secret, no recovery codes handed over, the person is not locked out.
    const started = await callRoute(startTotp, "POST", "/api/auth/two-factor/totp", { apiKey: v.memberKey });
    expect(started.json).toMatchObject(sessionRequired);
    expect(started.json.secret).toBeUndefined();
    const row = await prisma.user.findUniqueOrThrow({ where: { id: v.user.id } });
    expect(row.totpPendingSealed).toBeNull();
    expect(row.totpEnabledAt).toBeNull();
  });

  it("a service account's key (osk_) and an integration key (oik_) are refused the same way, writing nothing", async () => {
    const v = await victim();
    const keys = { serviceAccount: await serviceAccountKey(v), integration: await integrationKey() };
    const before = await footprint(v);
    for (const [kind, apiKey] of Object.entries(keys)) {
      for (const route of PERSON_ROUTES) {
        const res = await send(route, v, { apiKey });
        expect({ kind, route: route.name, status: res.status, body: res.json }).toMatchObject({
          kind,
          route: route.name,
          status: 403,
          body: sessionRequired,
        });
      }
    }
    expect(await footprint(v)).toEqual(before);
  });

  it("an unknown key is still 401 INVALID_API_KEY (the key is checked before the route's rule)", async () => {
    const v = await victim();
    const res = await send(PERSON_ROUTES[0], v, { apiKey: `oak_${"x".repeat(40)}` });
    expect(res.json).toMatchObject({ statusCode: 401, reason: "INVALID_API_KEY" });
  });
});

describe("who reaches the person routes: caller kind × route", () => {
  it("the person's session reaches every one of them; each key kind none", async () => {
    const v = await victim();
    const keys = { member: v.memberKey, serviceAccount: await serviceAccountKey(v), integration: await integrationKey() };
    const table: Record<string, Record<string, number | string>> = {};
    for (const route of PERSON_ROUTES) {
      const row: Record<string, number | string> = {};
      // A new session for each call: sign out everywhere ends the ones before it.
      const session = await send(route, v, { cookie: await sessionCookie(v.user.id) });
      row.session = session.status === 403 || session.status === 401 ? `${session.status} ${session.json.reason}` : "reached";
      for (const [kind, apiKey] of Object.entries(keys)) {
        const res = await send(route, v, { apiKey });
        row[kind] = `${res.status} ${res.json?.reason}`;
      }
      table[route.name] = row;
    }
    const expected = Object.fromEntries(
      PERSON_ROUTES.map((route) => [
        route.name,
        { session: "reached", member: "403 SESSION_REQUIRED", serviceAccount: "403 SESSION_REQUIRED", integration: "403 SESSION_REQUIRED" },
      ]),
    );
    expect(table).toEqual(expected);
  });

  it("a member's key lists only its own organization; the session lists all of the person's", async () => {
    const v = await victim();
    const withKey = await callRoute(myOrganizations as Handler, "GET", "/api/core/organizations", { apiKey: v.memberKey });
    expect(withKey.status).toBe(200);
    expect(withKey.json.items.map((o: { _id: string }) => o._id)).toEqual([v.organizationA]);
    const withSession = await callRoute(myOrganizations as Handler, "GET", "/api/core/organizations", {
      cookie: await sessionCookie(v.user.id),
    });
    expect(withSession.json.items.map((o: { _id: string }) => o._id).sort()).toEqual([v.organizationA, v.organizationB].sort());
  });
});
