// A default install: no SMTP_URL. The second person must still get in, and nothing may pretend mail went out.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { authorizeCredentials } from "@/lib/auth/options";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, createUser, randomIp, uniqueEmail } from "@/lib/test/fixtures";
import { confirmSignUp, resetLinkFor } from "@/lib/users/confirm-sign-up";
import { POST as addByEmail } from "@/app/api/core/organization/[organizationId]/members/by-email/route";
import { POST as acceptInvitation } from "@/app/api/auth/invitations/[token]/accept/route";
import { POST as requestReset } from "@/app/api/auth/password-reset/route";
import { POST as chooseNewPassword } from "@/app/api/auth/password-reset/confirm/route";
import { POST } from "./route";

const signUp = (body: Record<string, unknown>, ip = randomIp()) =>
  callRoute(POST, "POST", "/api/auth/sign-up", { body, headers: { "x-adnet-client-ip": ip } });
const person = (name: string) => ({
  email: uniqueEmail(name),
  password: `${name} password 1`,
  fullName: `${name} Person`,
  organizationName: `${name} Studio`,
});

describe("a server without mail (SMTP_URL unset)", () => {
  it("the first account is ready at once; a second sign-up says no mail went out, and waits for the administrator", async () => {
    expect(process.env.SMTP_URL).toBeUndefined();
    const first = person("first");
    const ready = await signUp(first);
    expect(ready.json).toMatchObject({
      email: first.email,
      verificationRequired: false,
      emailSent: false,
      organizationId: expect.any(String),
    });

    const second = person("second");
    const waiting = await signUp(second, "203.0.113.7");
    expect(waiting.status).toBe(200);
    expect(waiting.json).toEqual({ email: second.email, verificationRequired: true, emailSent: false });
    expect(await authorizeCredentials({ email: second.email, password: second.password })).toBeNull();

    // The administrator confirms it: the password chosen at sign-up signs in, and the organization exists.
    const confirmed = await confirmSignUp(second.email.toUpperCase());
    expect(confirmed).toMatchObject({ status: "confirmed", email: second.email, organizationName: "second Studio" });
    expect(await authorizeCredentials({ email: second.email, password: second.password })).not.toBeNull();
    const membership = await prisma.membership.findFirstOrThrow({
      where: { user: { email: second.email } },
      include: { role: true, organization: true },
    });
    expect(membership).toMatchObject({
      organization: { name: "second Studio" },
      role: { systemKey: "owner" },
      invitationStatus: "ACCEPTED",
    });
    expect(await confirmSignUp(second.email)).toEqual({ status: "already-confirmed", email: second.email });
  });

  it("several sign-ups for one address: nothing is confirmed until the administrator picks the person's own", async () => {
    const mine = person("mine");
    await signUp(mine, "203.0.113.10");
    await signUp({ ...mine, password: "someone else's password", fullName: "Mallory", organizationName: "Mallory Inc" }, "198.51.100.66");
    const listed = await confirmSignUp(mine.email);
    expect(listed).toMatchObject({
      status: "choose",
      pending: [
        { fullName: "mine Person", organizationName: "mine Studio", requestedFrom: "203.0.113.10" },
        { fullName: "Mallory", organizationName: "Mallory Inc", requestedFrom: "198.51.100.66" },
      ],
    });
    expect(await prisma.user.findUnique({ where: { email: mine.email } })).toBeNull();
    await expect(confirmSignUp(mine.email, 3)).rejects.toThrow(/pick one of 1 to 2/);
    expect(await confirmSignUp(mine.email, 1)).toMatchObject({ status: "confirmed", organizationName: "mine Studio" });
    expect(await authorizeCredentials({ email: mine.email, password: mine.password })).not.toBeNull();
    expect(await authorizeCredentials({ email: mine.email, password: "someone else's password" })).toBeNull();
    // The other sign-up ended with it: its link (had it been mailed) confirms nothing now.
    const left = await prisma.authToken.count({ where: { email: mine.email, purpose: "VERIFY_EMAIL", usedAt: null } });
    expect(left).toBe(0);
    expect(await confirmSignUp(uniqueEmail("nobody"))).toMatchObject({ status: "none-pending" });
  });

  it("an Owner invites a new person: the answer carries the link, and accepting it with a password is the way in", async () => {
    const { organization, apiKey: ownerKey } = await createOwner({ name: "Inviting Studio" });
    const organizationId = organization.id;
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "viewer" } });
    const email = uniqueEmail("invited");
    const invited = await callRoute(addByEmail, "POST", `/api/core/organization/${organizationId}/members/by-email`, {
      params: { organizationId },
      apiKey: ownerKey,
      body: { email, roleId: viewer.id },
    });
    expect(invited.json).toMatchObject({
      invitationStatus: "PENDING",
      inviteUrl: expect.stringMatching(/\/invitations\/[A-Za-z0-9_-]{43}$/),
    });
    const token = String(invited.json.inviteUrl).split("/invitations/")[1];
    const accepted = await callRoute(acceptInvitation, "POST", `/api/auth/invitations/${token}/accept`, {
      params: { token },
      body: { fullName: "Invited Person", password: "invited password 1" },
    });
    expect(accepted.json).toMatchObject({ email, organizationId });
    expect(await authorizeCredentials({ email, password: "invited password 1" })).not.toBeNull();
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.emailVerifiedAt).not.toBeNull();
  });

  it("'Forgot password' says no link can be sent; the administrator's reset link works once", async () => {
    const user = await createUser({ password: "old password 1" });
    const res = await callRoute(requestReset, "POST", "/api/auth/password-reset", {
      body: { email: user.email },
      headers: { "x-adnet-client-ip": randomIp() },
    });
    expect(res.json).toEqual({
      message:
        "This server sends no e-mail, so no link can be sent. Ask the administrator of this server for a link to choose a new password.",
      emailSent: false,
    });
    const unknown = await callRoute(requestReset, "POST", "/api/auth/password-reset", {
      body: { email: uniqueEmail("unknown") },
      headers: { "x-adnet-client-ip": randomIp() },
    });
    expect(unknown.json).toEqual(res.json);

    const reset = await resetLinkFor(user.email);
    expect(reset?.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(reset!.link).searchParams.get("token");
    const chosen = await callRoute(chooseNewPassword, "POST", "/api/auth/password-reset/confirm", {
      body: { token, password: "new password 22" },
    });
    expect(chosen.json).toEqual({ email: user.email });
    expect(await authorizeCredentials({ email: user.email, password: "new password 22" })).not.toBeNull();
    expect(await resetLinkFor(uniqueEmail("nobody"))).toBeNull();
  });
});
