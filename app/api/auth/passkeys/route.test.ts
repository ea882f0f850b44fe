import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { callRoute, ORIGIN } from "@/lib/test/call-route";
import { createUser, randomIp, sessionCookie } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { SoftAuthenticator } from "@/lib/test/soft-authenticator";
import { signInStep, totpCode } from "@/lib/test/two-factor";
import { GET as listSessions } from "@/app/api/auth/sessions/route";
import { GET as status } from "@/app/api/auth/two-factor/route";
import { POST as startTotp } from "@/app/api/auth/two-factor/totp/route";
import { POST as confirmTotp } from "@/app/api/auth/two-factor/totp/confirm/route";
import { POST as signInOptions } from "@/app/api/auth/sign-in/passkey-options/route";
import { POST as registrationOptions } from "./options/route";
import { DELETE as remove, PATCH as rename } from "./[passkeyId]/route";
import { POST as add } from "./route";

const PASSWORD = "passkey password 1";
const SAME_ORIGIN = { origin: ORIGIN };

async function register(cookie: string, authenticator: SoftAuthenticator, name = "YubiKey") {
  const options = await callRoute(registrationOptions, "POST", "/api/auth/passkeys/options", { cookie, headers: SAME_ORIGIN });
  expect(options.status).toBe(200);
  return callRoute(add, "POST", "/api/auth/passkeys", {
    cookie,
    headers: SAME_ORIGIN,
    body: { name, response: authenticator.register(options.json) },
  });
}

const optionsFor = async (pendingToken?: string) =>
  (
    await callRoute(signInOptions, "POST", "/api/auth/sign-in/passkey-options", {
      headers: SAME_ORIGIN,
      body: pendingToken ? { pendingToken } : {},
    })
  ).json;

describe("passkeys", () => {
  it("registers several, names and renames them; the first turns two-factor on with recovery codes and ends other sessions", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const other = await sessionCookie(user.id);
    const first = await register(cookie, new SoftAuthenticator());
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ name: "YubiKey", recoveryCodes: expect.any(Array) });
    expect(first.json.recoveryCodes).toHaveLength(10);
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie: other })).status).toBe(401);
    const second = await register(cookie, new SoftAuthenticator(), "Laptop");
    expect(second.json).toMatchObject({ name: "Laptop", recoveryCodes: null });
    const renamed = await callRoute(rename, "PATCH", `/api/auth/passkeys/${second.json.id}`, {
      cookie,
      headers: SAME_ORIGIN,
      params: { passkeyId: second.json.id },
      body: { name: "Work laptop" },
    });
    expect(renamed.json).toMatchObject({ id: second.json.id, name: "Work laptop" });
    // listed oldest first
    await prisma.passkey.update({ where: { id: second.json.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    const state = await callRoute(status, "GET", "/api/auth/two-factor", { cookie });
    expect(state.json).toMatchObject({ enabled: true, totp: false, recoveryCodesLeft: 10 });
    expect(state.json.passkeys.map((p: { name: string }) => p.name)).toEqual(["Work laptop", "YubiKey"]);
  });

  it("refuses an answer to no live challenge, or to another user's (400 PASSKEY_NOT_VERIFIED), and a challenge works once", async () => {
    const user = await createUser({ password: PASSWORD });
    const stranger = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const strangerCookie = await sessionCookie(stranger.id);
    const authenticator = new SoftAuthenticator();
    const forged = authenticator.register({ challenge: "A".repeat(43) });
    const res = await callRoute(add, "POST", "/api/auth/passkeys", {
      cookie,
      headers: SAME_ORIGIN,
      body: { name: "Key", response: forged },
    });
    expect(res.json).toMatchObject({ statusCode: 400, reason: "PASSKEY_NOT_VERIFIED", details: [{ path: "response" }] });
    const theirs = await callRoute(registrationOptions, "POST", "/api/auth/passkeys/options", {
      cookie: strangerCookie,
      headers: SAME_ORIGIN,
    });
    const stolen = await callRoute(add, "POST", "/api/auth/passkeys", {
      cookie,
      headers: SAME_ORIGIN,
      body: { name: "Key", response: authenticator.register(theirs.json) },
    });
    expect(stolen.json).toMatchObject({ statusCode: 400, reason: "PASSKEY_NOT_VERIFIED" });
    const options = await callRoute(registrationOptions, "POST", "/api/auth/passkeys/options", { cookie, headers: SAME_ORIGIN });
    const answer = authenticator.register(options.json);
    expect(
      (await callRoute(add, "POST", "/api/auth/passkeys", { cookie, headers: SAME_ORIGIN, body: { name: "Key", response: answer } }))
        .status,
    ).toBe(201);
    const replayed = await callRoute(add, "POST", "/api/auth/passkeys", {
      cookie,
      headers: SAME_ORIGIN,
      body: { name: "Key", response: answer },
    });
    expect(replayed.json).toMatchObject({ statusCode: 400 });
    expect(await prisma.passkey.count({ where: { userId: user.id } })).toBe(1);
  });

  it("is a second factor after the password, and only the user's own passkey is", async () => {
    const user = await createUser({ password: PASSWORD });
    const mine = new SoftAuthenticator();
    await register(await sessionCookie(user.id), mine);
    const other = await createUser({ password: PASSWORD });
    const theirs = new SoftAuthenticator();
    await register(await sessionCookie(other.id), theirs);
    const ip = randomIp();
    const first = await signInStep({ email: user.email, password: PASSWORD }, ip);
    expect(first.json.secondFactor.methods).toEqual(["recovery-code", "passkey"]);
    const pendingToken = first.json.secondFactor.token;
    const options = await optionsFor(pendingToken);
    expect(options.allowCredentials).toHaveLength(1);
    const wrongKey = await signInStep({ pendingToken, passkey: JSON.stringify(theirs.authenticate(options)) }, ip);
    expect(wrongKey.user).toBeNull();
    const ok = await signInStep({ pendingToken, passkey: JSON.stringify(mine.authenticate(await optionsFor(pendingToken))) }, ip);
    expect(ok.user?.id).toBe(user.id);
    expect(await prisma.session.findUniqueOrThrow({ where: { id: ok.user!.sid } })).toMatchObject({ factor: "passkey" });
    expect(await optionsFor("not-a-live-token")).toMatchObject({ statusCode: 400, reason: "TOKEN_INVALID" });
  });

  it("signs in without a password when the authenticator verifies its user; not when it does not", async () => {
    const user = await createUser({ password: PASSWORD });
    const key = new SoftAuthenticator();
    await register(await sessionCookie(user.id), key);
    const options = await optionsFor();
    expect(options).toMatchObject({ userVerification: "required", allowCredentials: [] });
    const ok = await signInStep({ passkey: JSON.stringify(key.authenticate(options)) }, randomIp());
    expect(ok.user?.id).toBe(user.id);
    // The same answer again: its challenge was spent.
    expect((await signInStep({ passkey: JSON.stringify(key.authenticate(options)) }, randomIp())).user).toBeNull();

    const presenceOnly = new SoftAuthenticator(undefined, false);
    await register(await sessionCookie(user.id), presenceOnly);
    expect((await signInStep({ passkey: JSON.stringify(presenceOnly.authenticate(await optionsFor())) }, randomIp())).user).toBeNull();
    expect((await signInStep({ passkey: "{not json" }, randomIp())).user).toBeNull();
  });

  it("removing the last one turns two-factor off and ends the other sessions, not its own; another user's passkey is not found", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const added = await register(cookie, new SoftAuthenticator());
    const other = await sessionCookie(user.id);
    const someoneElse = await createUser({ password: PASSWORD });
    await register(await sessionCookie(someoneElse.id), new SoftAuthenticator());
    const stranger = await sessionCookie((await createUser()).id);
    const notTheirs = await callRoute(remove, "DELETE", `/api/auth/passkeys/${added.json.id}`, {
      cookie: stranger,
      headers: SAME_ORIGIN,
      params: { passkeyId: added.json.id },
    });
    expect(notTheirs.json).toMatchObject({ statusCode: 404, reason: "NOT_FOUND" });
    const removed = await callRoute(remove, "DELETE", `/api/auth/passkeys/${added.json.id}`, {
      cookie,
      headers: SAME_ORIGIN,
      params: { passkeyId: added.json.id },
    });
    expect(removed.json).toEqual({ enabled: false, totp: false, recoveryCodesLeft: 0, passkeys: [] });
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie: other })).status).toBe(401);
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie, headers: SAME_ORIGIN })).status).toBe(200);
    expect((await signInStep({ email: user.email, password: PASSWORD }, randomIp())).user?.id).toBe(user.id);
    // another user's passkey and recovery codes stay
    expect(await prisma.passkey.count({ where: { userId: someoneElse.id } })).toBe(1);
    expect(await prisma.recoveryCode.count({ where: { userId: someoneElse.id } })).toBe(10);
  });

  it("removing a passkey leaves two-factor on, and the other sessions open, while another passkey or the app remains", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const first = await register(cookie, new SoftAuthenticator(), "First");
    await register(cookie, new SoftAuthenticator(), "Second");
    const other = await sessionCookie(user.id);
    const removeOne = (id: string) =>
      callRoute(remove, "DELETE", `/api/auth/passkeys/${id}`, { cookie, headers: SAME_ORIGIN, params: { passkeyId: id } });
    const one = await removeOne(first.json.id);
    expect(one.json).toMatchObject({ enabled: true, recoveryCodesLeft: 10, passkeys: [{ name: "Second" }] });
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie: other })).status).toBe(200);

    const started = await callRoute(startTotp, "POST", "/api/auth/two-factor/totp", { cookie, headers: SAME_ORIGIN });
    const confirmed = await callRoute(confirmTotp, "POST", "/api/auth/two-factor/totp/confirm", {
      cookie,
      headers: SAME_ORIGIN,
      body: { code: totpCode(started.json.secret) },
    });
    expect(confirmed.status).toBe(200);
    const stillOther = await sessionCookie(user.id);
    const last = (await callRoute(status, "GET", "/api/auth/two-factor", { cookie })).json.passkeys[0].id;
    expect((await removeOne(last)).json).toMatchObject({ enabled: true, totp: true, recoveryCodesLeft: 10, passkeys: [] });
    expect((await callRoute(listSessions, "GET", "/api/auth/sessions", { cookie: stillOther })).status).toBe(200);
    expect((await signInStep({ email: user.email, password: PASSWORD }, randomIp())).json.secondFactor.methods).toEqual([
      "totp",
      "recovery-code",
    ]);
  });

  it("a key that only checks presence registers, and signs in after the password, where the options only prefer user verification", async () => {
    const user = await createUser({ password: PASSWORD });
    const key = new SoftAuthenticator(undefined, false);
    expect((await register(await sessionCookie(user.id), key)).status).toBe(201);
    const ip = randomIp();
    const pendingToken = (await signInStep({ email: user.email, password: PASSWORD }, ip)).json.secondFactor.token;
    const options = await optionsFor(pendingToken);
    expect(options.userVerification).toBe("preferred");
    expect(options.allowCredentials).toEqual([
      expect.objectContaining({ id: key.credentialId.toString("base64url"), transports: ["usb"] }),
    ]);
    const ok = await signInStep({ pendingToken, passkey: JSON.stringify(key.authenticate(options)) }, ip);
    expect(ok.user?.id).toBe(user.id);
  });

  it("registration options leave out the user's own passkeys, with their transports, and nobody else's, and ask for a discoverable credential", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const mine = new SoftAuthenticator();
    await register(cookie, mine);
    await register(await sessionCookie((await createUser()).id), new SoftAuthenticator());
    const options = await callRoute(registrationOptions, "POST", "/api/auth/passkeys/options", { cookie, headers: SAME_ORIGIN });
    expect(options.json.excludeCredentials).toEqual([
      expect.objectContaining({ id: mine.credentialId.toString("base64url"), transports: ["usb"] }),
    ]);
    expect(options.json.authenticatorSelection).toMatchObject({ residentKey: "preferred", userVerification: "preferred" });
  });

  it("a passkey whose browser named no transports is stored with none, and offered to the browser with none", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const key = new SoftAuthenticator();
    const options = await callRoute(registrationOptions, "POST", "/api/auth/passkeys/options", { cookie, headers: SAME_ORIGIN });
    const answer = key.register(options.json);
    const { transports: _named, ...response } = answer.response;
    const added = await callRoute(add, "POST", "/api/auth/passkeys", {
      cookie,
      headers: SAME_ORIGIN,
      body: { name: "Old browser", response: { ...answer, response } },
    });
    expect(added.status).toBe(201);
    const again = await callRoute(registrationOptions, "POST", "/api/auth/passkeys/options", { cookie, headers: SAME_ORIGIN });
    expect(again.json.excludeCredentials).toEqual([{ id: key.credentialId.toString("base64url"), type: "public-key", transports: [] }]);
  });

  it("a sign-in stamps the passkey's last use and its counter: an answer counted no higher than the last one accepted (a cloned key) is refused", async () => {
    const user = await createUser({ password: PASSWORD });
    const cookie = await sessionCookie(user.id);
    const key = new SoftAuthenticator();
    const added = await register(cookie, key);
    const earlier = key.authenticate(await optionsFor());
    const later = key.authenticate(await optionsFor());
    expect((await signInStep({ passkey: JSON.stringify(later) }, randomIp())).user?.id).toBe(user.id);
    expect((await signInStep({ passkey: JSON.stringify(earlier) }, randomIp())).user).toBeNull();
    const state = await callRoute(status, "GET", "/api/auth/two-factor", { cookie });
    expect(state.json.passkeys).toEqual([expect.objectContaining({ id: added.json.id, lastUsedAt: expect.any(String) })]);
    const renamed = await callRoute(rename, "PATCH", `/api/auth/passkeys/${added.json.id}`, {
      cookie,
      headers: SAME_ORIGIN,
      params: { passkeyId: added.json.id },
      body: { name: "Renamed" },
    });
    expect(renamed.json).toMatchObject({ name: "Renamed", lastUsedAt: state.json.passkeys[0].lastUsedAt });
  });

  it("binds passkeys to the configured public origin's host; a loopback IP (which browsers refuse) as localhost", async () => {
    const cookie = await sessionCookie((await createUser({ password: PASSWORD })).id);
    const rpOf = async () =>
      (await callRoute(registrationOptions, "POST", "/api/auth/passkeys/options", { cookie, headers: SAME_ORIGIN })).json.rp;
    const saved = process.env.PUBLIC_URL;
    try {
      process.env.PUBLIC_URL = "https://console.example.com";
      expect(await rpOf()).toMatchObject({ id: "console.example.com" });
      process.env.PUBLIC_URL = "http://127.0.0.1:3000";
      expect(await rpOf()).toMatchObject({ id: "localhost" });
    } finally {
      if (saved === undefined) delete process.env.PUBLIC_URL;
      else process.env.PUBLIC_URL = saved;
    }
  });
});

describe("the mail about a passkey added", () => {
  const mail = useMailServer();

  it("names the passkey added, in the owner's language", async () => {
    const english = await createUser({ password: PASSWORD });
    expect((await register(await sessionCookie(english.id), new SoftAuthenticator(), "Blue YubiKey")).status).toBe(201);
    const sent = await mail.waitFor(english.email, /A passkey was added/);
    expect(sent.text).toContain("The passkey “Blue YubiKey” was added to your Adnet console account");

    const korean = await createUser({ password: PASSWORD });
    await prisma.user.update({ where: { id: korean.id }, data: { locale: "ko" } });
    expect((await register(await sessionCookie(korean.id), new SoftAuthenticator(), "사무실 키")).status).toBe(201);
    const sentKo = await mail.waitFor(korean.email, /패스키가 추가되었습니다/);
    expect(sentKo.text).toContain("패스키 “사무실 키”이(가) 추가되었습니다");
  });
});
