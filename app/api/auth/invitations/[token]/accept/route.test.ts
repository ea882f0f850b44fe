import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { authorizeCredentials } from "@/lib/auth/options";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createUser, sessionCookie, uniqueEmail } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { POST as addByEmail } from "@/app/api/core/organization/[organizationId]/members/by-email/route";
import { DELETE as removeMember } from "@/app/api/core/organization/[organizationId]/members/[userId]/route";
import { POST as reissue } from "@/app/api/core/organization/[organizationId]/members/[userId]/invitation/route";
import { GET as readMe } from "@/app/api/core/organization/[organizationId]/me/route";
import { GET as describe_ } from "@/app/api/auth/invitations/[token]/route";
import { POST } from "./route";

const mail = useMailServer();
const PASSWORD = "invited person's password";

async function invite(role: "admin" | "viewer" = "admin") {
  const owner = await createOwner({ name: "Inviting Studio" });
  const roleRow = await prisma.role.findFirstOrThrow({ where: { organizationId: owner.organization.id, systemKey: role } });
  const email = uniqueEmail("invited");
  const organizationId = owner.organization.id;
  const res = await callRoute(addByEmail, "POST", `/api/core/organization/${organizationId}/members/by-email`, {
    params: { organizationId },
    apiKey: owner.apiKey,
    body: { email, roleId: roleRow.id },
  });
  expect(res.json).toMatchObject({ invitationStatus: "PENDING" });
  expect(res.json.inviteUrl).toBeUndefined(); // SMTP is configured: the link went by mail only
  const message = await mail.waitFor(email, /invited you/);
  const token = message.link!.split("/invitations/")[1];
  return { owner, organizationId, email, userId: res.json._id as string, token, message };
}

const accept = (token: string, body: unknown, cookie?: string) =>
  callRoute(POST, "POST", `/api/auth/invitations/${token}/accept`, {
    params: { token },
    body,
    cookie,
    headers: cookie ? { origin: "http://localhost:3000" } : {},
  });

describe("invitations", () => {
  it("are e-mailed in English with a text and an HTML part; the holder signs up with the link and is a member", async () => {
    const { organizationId, email, userId, token, message } = await invite();
    expect(message.subject).toBe("Test User invited you to Inviting Studio");
    expect(message.text).toContain("as Admin");
    expect(message.html).toContain(`href="${message.link}"`);
    const described = await callRoute(describe_, "GET", `/api/auth/invitations/${token}`, { params: { token } });
    expect(described.json).toMatchObject({
      email,
      organizationId,
      organizationName: "Inviting Studio",
      roleName: "Admin",
      accountExists: false,
    });

    const res = await accept(token, { fullName: "New Hire", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ userId, email, organizationId });
    const signedIn = await authorizeCredentials({ email, password: PASSWORD });
    expect(signedIn?.id).toBe(userId);
    const me = await callRoute(readMe, "GET", `/api/core/organization/${organizationId}/me`, {
      params: { organizationId },
      cookie: await sessionCookie(userId),
    });
    expect(me.json.member).toMatchObject({ roleName: "Admin", invitationStatus: "ACCEPTED" });
  });

  it("a new account takes the browser's time zone sent with the password; an unknown zone is 400 and accepts nothing", async () => {
    const { userId, token } = await invite();
    const refused = await accept(token, { fullName: "New Hire", password: PASSWORD, timeZone: "Nowhere/Town" });
    expect(refused.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED", details: [{ path: "timeZone" }] });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ timezone: "UTC", emailVerifiedAt: null });
    expect((await accept(token, { fullName: "New Hire", password: PASSWORD, timeZone: "Asia/Seoul" })).status).toBe(200);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: userId } })).toMatchObject({ timezone: "Asia/Seoul" });
  });

  it("work once: a second use is 400 TOKEN_INVALID", async () => {
    const { token } = await invite();
    expect((await accept(token, { fullName: "First", password: PASSWORD })).status).toBe(200);
    const again = await accept(token, { fullName: "Second", password: "another password" });
    expect(again.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "TOKEN_INVALID" });
  });

  it("expire after 7 days", async () => {
    const { token, userId } = await invite();
    await prisma.authToken.updateMany({ where: { membership: { userId } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await accept(token, { fullName: "Late", password: PASSWORD })).json).toMatchObject({
      statusCode: 400,
      reason: "TOKEN_INVALID",
    });
  });

  it("stop working when revoked (the pending member removed)", async () => {
    const { owner, organizationId, userId, token } = await invite();
    const removed = await callRoute(removeMember, "DELETE", `/api/core/organization/${organizationId}/members/${userId}`, {
      params: { organizationId, userId },
      apiKey: owner.apiKey,
    });
    expect(removed.status).toBe(200);
    expect((await accept(token, { fullName: "Too late", password: PASSWORD })).json).toMatchObject({
      statusCode: 400,
      reason: "TOKEN_INVALID",
    });
  });

  it("can be resent (a new link by mail) and copied (a new link in the answer); accepting ends every link", async () => {
    const { owner, organizationId, email, userId, token } = await invite();
    const path = `/api/core/organization/${organizationId}/members/${userId}/invitation`;
    const resent = await callRoute(reissue, "POST", path, {
      params: { organizationId, userId },
      apiKey: owner.apiKey,
      body: { send: true },
    });
    expect(resent.json).toMatchObject({ emailed: true });
    await expect.poll(() => mail.messages.filter((m) => m.to.includes(email)).length).toBe(2);
    const copied = await callRoute(reissue, "POST", path, {
      params: { organizationId, userId },
      apiKey: owner.apiKey,
      body: { send: false },
    });
    expect(copied.json).toMatchObject({ emailed: false, inviteUrl: expect.stringMatching(/\/invitations\//) });
    const copiedToken = copied.json.inviteUrl.split("/invitations/")[1];
    expect((await accept(copiedToken, { fullName: "Copied", password: PASSWORD })).status).toBe(200);
    expect((await accept(token, { fullName: "Old link", password: PASSWORD })).json).toMatchObject({ reason: "TOKEN_INVALID" });
    const after = await callRoute(reissue, "POST", path, {
      params: { organizationId, userId },
      apiKey: owner.apiKey,
      body: { send: false },
    });
    expect(after.json).toMatchObject({ statusCode: 409, reason: "INVITATION_NOT_PENDING" });
  });

  it("signed in with the invited e-mail: one click; signed in as someone else: 403; an existing account must sign in", async () => {
    const { organizationId, email, userId, token } = await invite("viewer");
    // The invited e-mail got a confirmed account in the meantime (say, by resetting its password).
    await prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    expect((await accept(token, { fullName: "X", password: PASSWORD })).json).toMatchObject({
      statusCode: 409,
      reason: "SIGN_IN_TO_ACCEPT",
    });
    const stranger = await createUser({ password: "stranger's password" });
    expect((await accept(token, {}, await sessionCookie(stranger.id))).json).toMatchObject({
      statusCode: 403,
      reason: "INVITATION_FOR_ANOTHER_ACCOUNT",
    });
    const res = await accept(token, {}, await sessionCookie(userId));
    expect(res.json).toEqual({ userId, email, organizationId });
  });

  it("a sign-up someone started with the invited e-mail cannot later replace the password chosen with the link", async () => {
    const { email, token } = await invite();
    const { signUp } = await import("@/lib/users/sign-up");
    await signUp({ email, password: "attacker's password", fullName: "Mallory", organizationName: "M" }, "203.0.113.66");
    const confirmation = await mail.waitFor(email, /Confirm/);
    expect((await accept(token, { fullName: "Real Person", password: PASSWORD })).status).toBe(200);
    const { verifyEmail } = await import("@/lib/users/verify-email");
    await expect(verifyEmail(new URL(confirmation.link!).searchParams.get("token")!, "attacker's password")).rejects.toMatchObject({
      reason: "TOKEN_INVALID",
    });
    expect(await authorizeCredentials({ email, password: "attacker's password" })).toBeNull();
    expect(await authorizeCredentials({ email, password: PASSWORD })).not.toBeNull();
  });

  it("a verified account is added at once and told by e-mail, in Korean when that is its language", async () => {
    const owner = await createOwner({ name: "Seoul Studio" });
    const person = await createUser({ password: "korean speaker's password" });
    await prisma.user.update({ where: { id: person.id }, data: { locale: "ko" } });
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId: owner.organization.id, systemKey: "viewer" } });
    const organizationId = owner.organization.id;
    const res = await callRoute(addByEmail, "POST", `/api/core/organization/${organizationId}/members/by-email`, {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { email: person.email, roleId: viewer.id },
    });
    expect(res.json).toMatchObject({ invitationStatus: "ACCEPTED" });
    const message = await mail.waitFor(person.email);
    expect(message.subject).toBe("Seoul Studio에 추가되었습니다");
    // The system role by its Korean name, as the console shows it.
    expect(message.text).toContain("뷰어 역할로 추가했습니다");
    expect(message.html).toContain('lang="ko"');
  });

  it("accepting is throttled per e-mail: 429 with Retry-After", async () => {
    const { token } = await invite();
    let last;
    for (let i = 0; i < 11; i++) last = await accept(token, { password: "a guess without a name" });
    expect(last!.status).toBe(429);
    expect(last!.json).toMatchObject({ statusCode: 429, code: "TooManyRequests", reason: "RATE_LIMITED" });
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
