import { afterEach, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { createSession } from "@/lib/auth/sessions";
import { newObjectId } from "@/lib/new-object-id";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { createUser, randomIp, sessionCookie } from "@/lib/test/fixtures";
import { SoftAuthenticator } from "@/lib/test/soft-authenticator";
import { totpCode } from "@/lib/test/two-factor";
import { POST as startTotp } from "@/app/api/auth/two-factor/totp/route";
import { POST as confirmTotp } from "@/app/api/auth/two-factor/totp/confirm/route";
import { DELETE as disableTwoFactor } from "@/app/api/auth/two-factor/route";
import { POST as passkeyOptions } from "@/app/api/auth/passkeys/options/route";
import { POST as addPasskey } from "@/app/api/auth/passkeys/route";
import { DELETE as removePasskey, PATCH as renamePasskey } from "@/app/api/auth/passkeys/[passkeyId]/route";
import { POST } from "./route";

const PASSWORD = "reauthenticate password 1";
const MINUTE = 60_000;

afterEach(() => {
  vi.useRealTimers();
});

/** A signed-in person whose session proved them `minutesAgo` minutes ago (null: never since it opened). */
async function signedIn(minutesAgo: number | null) {
  const user = await createUser({ password: PASSWORD });
  const session = await createSession(user.id);
  await prisma.session.update({
    where: { id: session.id },
    data: { reauthenticatedAt: minutesAgo === null ? null : new Date(Date.now() - minutesAgo * MINUTE) },
  });
  const ip = randomIp();
  const cookie = await sessionCookie(user.id, session.id);
  const call = (handler: Parameters<typeof callRoute>[0], method: string, path: string, extra: Record<string, unknown> = {}) =>
    callRoute(handler, method, path, { cookie, headers: { origin: ORIGIN, "x-adnet-client-ip": ip }, ...extra });
  return { user, sessionId: session.id, cookie, ip, call };
}

const stampOf = async (sessionId: string) =>
  (await prisma.session.findUniqueOrThrow({ where: { id: sessionId }, select: { reauthenticatedAt: true } })).reauthenticatedAt;

const reauthRequired = { statusCode: 403, code: "Forbidden", reason: "REAUTHENTICATION_REQUIRED" };

describe("re-authentication before a second factor changes (sudo mode)", () => {
  it("a sign-in stamps its session: a factor can be added right after signing in", async () => {
    const user = await createUser({ password: PASSWORD });
    const session = await createSession(user.id);
    expect(Date.now() - (await stampOf(session.id))!.getTime()).toBeLessThan(MINUTE);
  });

  it("without a recent proof every guarded change is 403 REAUTHENTICATION_REQUIRED and writes nothing", async () => {
    for (const minutesAgo of [null, 11]) {
      const { user, call } = await signedIn(minutesAgo);
      const passkey = await prisma.passkey.create({
        data: {
          id: newObjectId(),
          userId: user.id,
          credentialId: `cred-${Math.random()}`,
          publicKey: Buffer.from([1]),
          counter: 0n,
          name: "Old key",
        },
      });
      const refused = [
        await call(startTotp, "POST", "/api/auth/two-factor/totp"),
        await call(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", { body: { code: "123456" } }),
        await call(passkeyOptions, "POST", "/api/auth/passkeys/options"),
        await call(addPasskey, "POST", "/api/auth/passkeys", {
          body: { name: "New", response: new SoftAuthenticator().register({ challenge: "A".repeat(43) }) },
        }),
        await call(removePasskey, "DELETE", `/api/auth/passkeys/${passkey.id}`, { params: { passkeyId: passkey.id } }),
      ];
      for (const res of refused) expect(res.json).toMatchObject(reauthRequired);
      const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(row.totpPendingSealed).toBeNull();
      expect(await prisma.passkey.count({ where: { userId: user.id } })).toBe(1);
      expect(await prisma.authToken.count({ where: { userId: user.id, purpose: "WEBAUTHN" } })).toBe(0);
      // Renaming changes no factor, and turning two-factor off carries the password itself: neither asks.
      const renamed = await call(renamePasskey, "PATCH", `/api/auth/passkeys/${passkey.id}`, {
        params: { passkeyId: passkey.id },
        body: { name: "Renamed" },
      });
      expect(renamed.status).toBe(200);
      expect((await call(disableTwoFactor, "DELETE", "/api/auth/two-factor", { body: { password: PASSWORD } })).status).toBe(200);
    }
  });

  it("a wrong password is refused and stamps nothing; the right one stamps the session and the change goes through", async () => {
    const { user, sessionId, call } = await signedIn(null);
    const wrong = await call(POST, "POST", "/api/auth/reauthenticate", { body: { password: "not it" } });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ reason: "WRONG_PASSWORD", details: [{ path: "password" }] });
    expect(await stampOf(sessionId)).toBeNull();
    expect((await call(startTotp, "POST", "/api/auth/two-factor/totp")).json).toMatchObject(reauthRequired);

    const ok = await call(POST, "POST", "/api/auth/reauthenticate", { body: { password: PASSWORD } });
    expect(ok.status).toBe(200);
    const stamp = await stampOf(sessionId);
    expect(ok.json).toEqual({ reauthenticatedAt: stamp!.toISOString(), expiresAt: new Date(stamp!.getTime() + 10 * MINUTE).toISOString() });
    const started = await call(startTotp, "POST", "/api/auth/two-factor/totp");
    expect(started.status).toBe(200);
    const confirmed = await call(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", {
      body: { code: totpCode(started.json.secret) },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.recoveryCodes).toHaveLength(10);
    const audit = await prisma.auditEntry.findFirst({ where: { userId: user.id, action: "session:reauthenticate" } });
    // The audit records which fields came, never their values.
    expect(audit).toMatchObject({ fields: ["password"] });
  });

  it("wrong passwords are throttled like sign-in: the 11th from one address is 429, even with the right password", async () => {
    const { sessionId, call } = await signedIn(null);
    for (let i = 0; i < 10; i++) {
      expect((await call(POST, "POST", "/api/auth/reauthenticate", { body: { password: `guess ${i}` } })).json.reason).toBe(
        "WRONG_PASSWORD",
      );
    }
    const held = await call(POST, "POST", "/api/auth/reauthenticate", { body: { password: PASSWORD } });
    expect(held.status).toBe(429);
    expect(held.json).toMatchObject({ reason: "RATE_LIMITED", message: expect.stringMatching(/Try again in \d+ minutes?\./) });
    expect(held.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await stampOf(sessionId)).toBeNull();
  });

  it("an authenticator code works instead of the password, once; a wrong or replayed code is refused", async () => {
    const { sessionId, call } = await signedIn(0);
    const started = await call(startTotp, "POST", "/api/auth/two-factor/totp");
    const secret = started.json.secret as string;
    expect((await call(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", { body: { code: totpCode(secret) } })).status).toBe(200);
    await prisma.session.update({ where: { id: sessionId }, data: { reauthenticatedAt: null } });

    const code = totpCode(secret, 1);
    const wrong = await call(POST, "POST", "/api/auth/reauthenticate", { body: { code: code === "000000" ? "111111" : "000000" } });
    expect(wrong.json).toMatchObject({ statusCode: 400, reason: "WRONG_CODE", details: [{ path: "code" }] });
    expect(await stampOf(sessionId)).toBeNull();
    expect((await call(POST, "POST", "/api/auth/reauthenticate", { body: { code } })).status).toBe(200);
    await prisma.session.update({ where: { id: sessionId }, data: { reauthenticatedAt: null } });
    const replayed = await call(POST, "POST", "/api/auth/reauthenticate", { body: { code } });
    expect(replayed.json).toMatchObject({ reason: "WRONG_CODE" });
    expect(await stampOf(sessionId)).toBeNull();
  });

  it("asks for exactly one proof: both, neither, or a malformed code is 400 VALIDATION_FAILED", async () => {
    const { call } = await signedIn(null);
    for (const body of [{}, { password: PASSWORD, code: "123456" }, { code: "12345" }, { password: "" }, { token: "x" }]) {
      const res = await call(POST, "POST", "/api/auth/reauthenticate", { body });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ reason: "VALIDATION_FAILED" });
    }
  });

  it("the stamp lasts 10 minutes: at 9 minutes a factor may be added, past 10 it is asked again", async () => {
    const { sessionId, call } = await signedIn(null);
    expect((await call(POST, "POST", "/api/auth/reauthenticate", { body: { password: PASSWORD } })).status).toBe(200);
    const stamped = (await stampOf(sessionId))!.getTime();
    vi.useFakeTimers({ now: stamped + 9 * MINUTE, toFake: ["Date"] });
    expect((await call(passkeyOptions, "POST", "/api/auth/passkeys/options")).status).toBe(200);
    vi.setSystemTime(stamped + 10 * MINUTE + 1000);
    expect((await call(passkeyOptions, "POST", "/api/auth/passkeys/options")).json).toMatchObject(reauthRequired);
  });
});
