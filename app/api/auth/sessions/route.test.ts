import { describe, expect, it } from "vitest";
import { authOptions, authorizeCredentials } from "@/lib/auth/options";
import { callRoute } from "@/lib/test/call-route";
import { createUser, sessionCookie } from "@/lib/test/fixtures";
import { GET as readOrganizations } from "@/app/api/core/organizations/route";
import { PUT as changePassword } from "@/app/api/auth/profile/password/route";
import { DELETE, GET } from "./route";

const PASSWORD = "session password 1";
const ORIGIN = { origin: "http://localhost:3000" };

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function signedIn(userId: string, email: string, userAgent = "Test Browser") {
  const user = await authorizeCredentials({ email, password: PASSWORD }, { userAgent, ip: "203.0.113.9" });
  expect(user?.id).toBe(userId);
  return { sid: user!.sid, cookie: await sessionCookie(userId, user!.sid) };
}

const works = async (cookie: string) => (await callRoute(readOrganizations, "GET", "/api/core/organizations", { cookie })).status === 200;

describe("sessions end", () => {
  it("signing out ends that session at once (the cookie stops working), and the session read refuses it", async () => {
    const user = await createUser({ password: PASSWORD });
    const a = await signedIn(user.id, user.email);
    const b = await signedIn(user.id, user.email);
    await authOptions.events!.signOut!({ token: { sub: user.id, sid: a.sid }, session: null as never });
    expect(await works(a.cookie)).toBe(false);
    expect(await works(b.cookie)).toBe(true);
    const res = await callRoute(readOrganizations, "GET", "/api/core/organizations", { cookie: a.cookie });
    expect(res.json).toMatchObject({ statusCode: 401, code: "Unauthorized", reason: "SESSION_INVALID" });
    await expect(authOptions.callbacks!.jwt!({ token: { sub: user.id, sid: a.sid } } as never)).rejects.toThrow("SESSION_ENDED");
    await expect(authOptions.callbacks!.jwt!({ token: { sub: user.id, sid: b.sid } } as never)).resolves.toMatchObject({ sid: b.sid });
  });

  it("a cookie without a session row (an old or forged token shape) is refused", async () => {
    const user = await createUser({ password: PASSWORD });
    const { encode } = await import("next-auth/jwt");
    const token = await encode({ token: { sub: user.id }, secret: process.env.AUTH_SECRET! });
    expect(await works(`next-auth.session-token=${token}`)).toBe(false);
  });

  it("lists active sessions, and sign out everywhere ends all of them", async () => {
    const user = await createUser({ password: PASSWORD });
    const a = await signedIn(user.id, user.email);
    const b = await signedIn(user.id, user.email, FIREFOX);
    const list = await callRoute(GET, "GET", "/api/auth/sessions", { cookie: a.cookie });
    expect(list.json).toHaveLength(2);
    // A User-Agent no parser knows is listed as it came, without a browser name.
    expect(list.json.find((s: { id: string }) => s.id === a.sid)).toEqual({
      id: a.sid,
      current: true,
      userAgent: "Test Browser",
      ip: "203.0.113.9",
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      factor: "password",
    });
    expect(list.json.find((s: { id: string }) => s.id === b.sid)).toMatchObject({
      current: false,
      userAgent: FIREFOX,
      browser: "Firefox 133",
      os: "Windows 10",
    });

    const res = await callRoute(DELETE, "DELETE", "/api/auth/sessions", { cookie: a.cookie, headers: ORIGIN });
    expect(res.json).toEqual({ sessionsEnded: 2 });
    expect(await works(a.cookie)).toBe(false);
    expect(await works(b.cookie)).toBe(false);
  });

  it("a password change needs the current password and ends every other session", async () => {
    const user = await createUser({ password: PASSWORD });
    const a = await signedIn(user.id, user.email);
    const b = await signedIn(user.id, user.email);
    const wrong = await callRoute(changePassword, "PUT", "/api/auth/profile/password", {
      cookie: a.cookie,
      headers: ORIGIN,
      body: { currentPassword: "not it", newPassword: "brand new password" },
    });
    expect(wrong.json).toMatchObject({ statusCode: 400, reason: "WRONG_PASSWORD", details: [{ path: "currentPassword" }] });
    expect(await works(b.cookie)).toBe(true);

    const res = await callRoute(changePassword, "PUT", "/api/auth/profile/password", {
      cookie: a.cookie,
      headers: ORIGIN,
      body: { currentPassword: PASSWORD, newPassword: "brand new password" },
    });
    expect(res.status).toBe(200);
    expect(await works(a.cookie)).toBe(true);
    expect(await works(b.cookie)).toBe(false);
    expect(await authorizeCredentials({ email: user.email, password: "brand new password" })).not.toBeNull();
  });
});
