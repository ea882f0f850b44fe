import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { authorizeCredentials } from "@/lib/auth/options";
import { callRoute } from "@/lib/test/call-route";
import { createOwner, uniqueEmail } from "@/lib/test/fixtures";
import { useMailServer } from "@/lib/test/mail-server";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as addByEmail } from "@/app/api/core/organization/[organizationId]/members/by-email/route";
import { POST as accept } from "@/app/api/auth/invitations/[token]/accept/route";
import { POST as verify } from "./route";

const mail = useMailServer();
const MALLORY_PASSWORD = "mallory's own password";
const MALLORY_IP = "198.51.100.7";

describe("pre-registration hijack: confirming an address never hands its account to whoever chose the password", () => {
  it("Mallory signs up with the victim's e-mail, the victim clicks the link: Mallory cannot sign in, and a later invitation stays the victim's", async () => {
    const victim = uniqueEmail("victim");
    const squat = await callRoute(signUp, "POST", "/api/auth/sign-up", {
      body: { email: victim, password: MALLORY_PASSWORD, fullName: "Mallory", organizationName: "Mallory Inc" },
      headers: { "x-adnet-client-ip": MALLORY_IP },
    });
    expect(squat.json).toEqual({ email: victim, verificationRequired: true, emailSent: true });

    // The mail says who asked, from where, and that it can be ignored.
    const message = await mail.waitFor(victim, /Confirm your e-mail/);
    expect(message.text).toContain(MALLORY_IP);
    expect(message.text).toContain("If it was not you, ignore this message");
    const token = new URL(message.link!).searchParams.get("token")!;

    // The victim clicks the link they did not ask for: the link alone confirms nothing.
    const clicked = await callRoute(verify, "POST", "/api/auth/verify-email", { body: { token } });
    expect(clicked.json).toMatchObject({ statusCode: 400, reason: "VALIDATION_FAILED", details: [{ path: "password" }] });
    // Nor with a password of the victim's own: only the one chosen at sign-up confirms that sign-up.
    const guessed = await callRoute(verify, "POST", "/api/auth/verify-email", { body: { token, password: "the victim's password" } });
    expect(guessed.json).toMatchObject({ statusCode: 400, reason: "WRONG_PASSWORD", details: [{ path: "password" }] });

    expect(await authorizeCredentials({ email: victim, password: MALLORY_PASSWORD })).toBeNull();
    expect(await prisma.user.findUnique({ where: { email: victim } })).toBeNull();

    // A later invitation to that address waits for the mailbox's owner; it is not accepted at once.
    const owner = await createOwner({ name: "Real Studio" });
    const organizationId = owner.organization.id;
    const admin = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey: "admin" } });
    const invited = await callRoute(addByEmail, "POST", `/api/core/organization/${organizationId}/members/by-email`, {
      params: { organizationId },
      apiKey: owner.apiKey,
      body: { email: victim, roleId: admin.id },
    });
    expect(invited.json).toMatchObject({ invitationStatus: "PENDING" });
    expect(await authorizeCredentials({ email: victim, password: MALLORY_PASSWORD })).toBeNull();

    // The victim accepts with the invitation link and a password of their own; Mallory's sign-up link is dead.
    const invitation = await mail.waitFor(victim, /invited you/);
    const invitationToken = invitation.link!.split("/invitations/")[1];
    const accepted = await callRoute(accept, "POST", `/api/auth/invitations/${invitationToken}/accept`, {
      params: { token: invitationToken },
      body: { fullName: "Victim", password: "the victim's password" },
    });
    expect(accepted.status).toBe(200);
    expect(await authorizeCredentials({ email: victim, password: MALLORY_PASSWORD })).toBeNull();
    expect(await authorizeCredentials({ email: victim, password: "the victim's password" })).not.toBeNull();
    const late = await callRoute(verify, "POST", "/api/auth/verify-email", { body: { token, password: MALLORY_PASSWORD } });
    expect(late.json).toMatchObject({ statusCode: 400, reason: "TOKEN_INVALID" });
  });

  it("the person who signed up confirms with their password; a typo is refused and the link still works", async () => {
    const email = uniqueEmail("real");
    await callRoute(signUp, "POST", "/api/auth/sign-up", {
      body: { email, password: "my real password", fullName: "Real", organizationName: "Real Studio" },
    });
    const token = new URL((await mail.waitFor(email, /Confirm your e-mail/)).link!).searchParams.get("token")!;
    const typo = await callRoute(verify, "POST", "/api/auth/verify-email", { body: { token, password: "my real passwrod" } });
    expect(typo.json).toMatchObject({ statusCode: 400, reason: "WRONG_PASSWORD" });
    const confirmed = await callRoute(verify, "POST", "/api/auth/verify-email", { body: { token, password: "my real password" } });
    expect(confirmed.json).toMatchObject({ email, organizationId: expect.any(String) });
    expect(await authorizeCredentials({ email, password: "my real password" })).not.toBeNull();
  });
});
