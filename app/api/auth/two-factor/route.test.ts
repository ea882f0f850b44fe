import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { createUser, randomIp, sessionCookie } from "@/lib/test/fixtures";
import { signInStep, totpCode } from "@/lib/test/two-factor";
import { GET as listSessions } from "@/app/api/auth/sessions/route";
import { POST as startTotp } from "./totp/route";
import { POST as confirmTotp } from "./totp/confirm/route";
import { POST as regenerate } from "./recovery-codes/route";
import { DELETE as disable, GET as status } from "./route";

const PASSWORD = "two factor password 1";
const SAME_ORIGIN = { origin: ORIGIN };

async function enrolled() {
  const user = await createUser({ password: PASSWORD });
  const cookie = await sessionCookie(user.id);
  const other = await sessionCookie(user.id);
  const started = await callRoute(startTotp, "POST", "/api/auth/two-factor/totp", { cookie, headers: SAME_ORIGIN });
  expect(started.status).toBe(200);
  const { secret } = started.json;
  const confirmed = await callRoute(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", {
    cookie,
    headers: SAME_ORIGIN,
    body: { code: totpCode(secret) },
  });
  expect(confirmed.json).toMatchObject({ recoveryCodes: expect.any(Array) });
  return { user, cookie, other, secret: secret as string, recoveryCodes: confirmed.json.recoveryCodes as string[] };
}

describe("enrolling an authenticator app", () => {
  it("gives the secret as text, URI and QR code; a wrong first code changes nothing; the right one turns it on with ten recovery codes and ends the other sessions", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const other = await sessionCookie(user.id);
    const started = await callRoute(startTotp, "POST", "/api/auth/two-factor/totp", { cookie, headers: SAME_ORIGIN });
    expect(started.json).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      uri: expect.stringMatching(/^otpauth:\/\/totp\/.+secret=/),
      qrCode: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    // Stored sealed, never as the secret itself.
    expect(row.totpPendingSealed).not.toContain(started.json.secret);
    expect(row.totpEnabledAt).toBeNull();

    const wrong = await callRoute(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", {
      cookie,
      headers: SAME_ORIGIN,
      body: { code: "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ reason: "WRONG_CODE", details: [{ path: "code" }] });
    expect((await callRoute(status, "GET", "/api/auth/two-factor", { cookie, headers: SAME_ORIGIN })).json).toMatchObject({
      enabled: false,
      totp: false,
    });

    const ok = await callRoute(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", {
      cookie,
      headers: SAME_ORIGIN,
      body: { code: totpCode(started.json.secret) },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.json.recoveryCodes).size).toBe(10);
    const codes = await prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(codes.map((c) => c.codeHash)).not.toContain(ok.json.recoveryCodes[0]);
    expect((await callRoute(status, "GET", "/api/auth/two-factor", { cookie, headers: SAME_ORIGIN })).json).toEqual({
      enabled: true,
      totp: true,
      recoveryCodesLeft: 10,
      passkeys: [],
    });
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie: other })).status).toBe(401);
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie, headers: SAME_ORIGIN })).status).toBe(200);
    const audit = await prisma.auditEntry.findFirst({ where: { userId: user.id, action: "two-factor:enable" } });
    expect(audit).toMatchObject({ fields: ["code"] });
  });
});

describe("signing in with two-factor on", () => {
  it("the right password opens no session but answers the second step; a wrong code and a replayed code are refused; the right code opens a session that says totp", async () => {
    const { user, secret } = await enrolled();
    const ip = randomIp();
    const sessionsBefore = await prisma.session.count({ where: { userId: user.id } });
    const first = await signInStep({ email: user.email, password: PASSWORD }, ip);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ secondFactor: { token: expect.stringMatching(/^[\w-]{43}$/), methods: ["totp", "recovery-code"] } });
    expect(first.user).toBeNull();
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(sessionsBefore);
    const pendingToken = first.json.secondFactor.token;
    // Only the token's hash is stored.
    expect(await prisma.authToken.count({ where: { tokenHash: pendingToken } })).toBe(0);

    const wrong = await signInStep({ pendingToken, code: "123456" === totpCode(secret) ? "654321" : "123456" }, ip);
    expect(wrong.status).toBe(401);
    const ok = await signInStep({ pendingToken, code: totpCode(secret, 1) }, ip);
    expect(ok.status).toBe(200);
    expect(ok.user?.id).toBe(user.id);
    expect(await prisma.session.findUniqueOrThrow({ where: { id: ok.user!.sid } })).toMatchObject({ factor: "totp" });
    const cookie = await sessionCookie(user.id, ok.user!.sid);
    const sessions = await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie, headers: SAME_ORIGIN });
    expect(sessions.json.find((s: { current: boolean }) => s.current)).toMatchObject({ factor: "totp" });

    // The pending token works once.
    expect((await signInStep({ pendingToken, code: totpCode(secret, 1) }, ip)).status).toBe(401);
    // The same code again, with a new second step, is a replay: refused though it is still within its window.
    const again = await signInStep({ email: user.email, password: PASSWORD }, ip);
    const replayed = await signInStep({ pendingToken: again.json.secondFactor.token, code: totpCode(secret, 1) }, ip);
    expect(replayed.status).toBe(401);
    expect(replayed.user).toBeNull();
    // So is an older code of the window (the one before the last accepted).
    expect((await signInStep({ pendingToken: again.json.secondFactor.token, code: totpCode(secret, 0) }, ip)).status).toBe(401);
  });

  it("a recovery code signs in once and the count goes down; a used one is refused", async () => {
    const { user, recoveryCodes } = await enrolled();
    const ip = randomIp();
    const step = async () => (await signInStep({ email: user.email, password: PASSWORD }, ip)).json.secondFactor.token as string;
    const ok = await signInStep({ pendingToken: await step(), recoveryCode: recoveryCodes[3].toUpperCase() }, ip);
    expect(ok.status).toBe(200);
    expect(await prisma.session.findUniqueOrThrow({ where: { id: ok.user!.sid } })).toMatchObject({ factor: "recovery-code" });
    const cookie = await sessionCookie(user.id, ok.user!.sid);
    expect((await callRoute(status, "GET", "/api/auth/two-factor", { cookie, headers: SAME_ORIGIN })).json.recoveryCodesLeft).toBe(9);
    const used = await signInStep({ pendingToken: await step(), recoveryCode: recoveryCodes[3] }, ip);
    expect(used.status).toBe(401);
    expect(used.user).toBeNull();
  });

  it("wrong codes are throttled like passwords: the 11th from one address answers 429 with Retry-After", async () => {
    const { user } = await enrolled();
    const ip = randomIp();
    const pendingToken = (await signInStep({ email: user.email, password: PASSWORD }, ip)).json.secondFactor.token;
    for (let i = 0; i < 10; i++) expect((await signInStep({ pendingToken, recoveryCode: "aaaaa-aaaaa" }, ip)).status).toBe(401);
    const held = await signInStep({ pendingToken, recoveryCode: "aaaaa-aaaaa" }, ip);
    expect(held.status).toBe(429);
    expect(held.json).toMatchObject({ reason: "RATE_LIMITED", message: expect.stringMatching(/Try again in \d+ minutes?\./) });
    // Another address is not held by this one's failures.
    expect((await signInStep({ pendingToken, recoveryCode: "aaaaa-aaaaa" }, randomIp())).status).toBe(401);
  });

  it("an unknown or expired pending token signs nobody in", async () => {
    const { user, secret } = await enrolled();
    const ip = randomIp();
    expect((await signInStep({ pendingToken: "x".repeat(43), code: totpCode(secret, 1) }, ip)).status).toBe(401);
    const pendingToken = (await signInStep({ email: user.email, password: PASSWORD }, ip)).json.secondFactor.token;
    await prisma.authToken.updateMany({ where: { userId: user.id, purpose: "SIGN_IN" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await signInStep({ pendingToken, code: totpCode(secret, 1) }, ip)).status).toBe(401);
  });
});

describe("managing two-factor", () => {
  it("new recovery codes need the password and replace the old ones", async () => {
    const { user, cookie, recoveryCodes } = await enrolled();
    const wrong = await callRoute(regenerate, "POST", "/api/auth/two-factor/recovery-codes", {
      cookie,
      headers: SAME_ORIGIN,
      body: { password: "nope" },
    });
    expect(wrong.json).toMatchObject({ statusCode: 400, reason: "WRONG_PASSWORD", details: [{ path: "password" }] });
    const fresh = await callRoute(regenerate, "POST", "/api/auth/two-factor/recovery-codes", {
      cookie,
      headers: SAME_ORIGIN,
      body: { password: PASSWORD },
    });
    expect(fresh.json.recoveryCodes).toHaveLength(10);
    const ip = randomIp();
    const step = async () => (await signInStep({ email: user.email, password: PASSWORD }, ip)).json.secondFactor.token as string;
    expect((await signInStep({ pendingToken: await step(), recoveryCode: recoveryCodes[0] }, ip)).status).toBe(401);
    expect((await signInStep({ pendingToken: await step(), recoveryCode: fresh.json.recoveryCodes[0] }, ip)).status).toBe(200);
  });

  it("turning it off needs the password, ends the other sessions, and the password alone signs in again; another user's second factors stay", async () => {
    const someoneElse = await enrolled();
    const { user, cookie } = await enrolled();
    const other = await sessionCookie(user.id);
    const wrong = await callRoute(disable, "DELETE", "/api/auth/two-factor", { cookie, headers: SAME_ORIGIN, body: { password: "nope" } });
    expect(wrong.json).toMatchObject({ statusCode: 400, reason: "WRONG_PASSWORD" });
    expect((await callRoute(status, "GET", "/api/auth/two-factor", { cookie, headers: SAME_ORIGIN })).json.enabled).toBe(true);
    const off = await callRoute(disable, "DELETE", "/api/auth/two-factor", { cookie, headers: SAME_ORIGIN, body: { password: PASSWORD } });
    expect(off.json).toEqual({ enabled: false, totp: false, recoveryCodesLeft: 0, passkeys: [] });
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie: other })).status).toBe(401);
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie, headers: SAME_ORIGIN })).status).toBe(200);
    const signedIn = await signInStep({ email: user.email, password: PASSWORD }, randomIp());
    expect(signedIn.user?.id).toBe(user.id);
    expect(await prisma.session.findUniqueOrThrow({ where: { id: signedIn.user!.sid } })).toMatchObject({ factor: "password" });
    expect(await prisma.recoveryCode.count({ where: { userId: someoneElse.user.id } })).toBe(10);
  });

  it("while it is off, turning it off again ends no session and new recovery codes are refused", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const other = await sessionCookie(user.id);
    const off = await callRoute(disable, "DELETE", "/api/auth/two-factor", { cookie, headers: SAME_ORIGIN, body: { password: PASSWORD } });
    expect(off.json).toEqual({ enabled: false, totp: false, recoveryCodesLeft: 0, passkeys: [] });
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie: other })).status).toBe(200);
    const codes = await callRoute(regenerate, "POST", "/api/auth/two-factor/recovery-codes", {
      cookie,
      headers: SAME_ORIGIN,
      body: { password: PASSWORD },
    });
    expect(codes.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED", details: [{ path: "password" }] });
    expect(await prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
  });

  it("a malformed code is 400 VALIDATION_FAILED, not a 500", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const res = await callRoute(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", {
      cookie,
      headers: SAME_ORIGIN,
      body: { code: "12ab" },
    });
    expect(res.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED", details: [{ path: "code" }] });
    const unstarted = await callRoute(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", {
      cookie,
      headers: SAME_ORIGIN,
      body: { code: "123456" },
    });
    expect(unstarted.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED", details: [{ path: "code" }] });
  });
});
