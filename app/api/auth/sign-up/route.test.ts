import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { addMember, createOwner, uniqueEmail } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { useMailServer } from "@/lib/test/mail-server";
import { POST as verify } from "@/app/api/auth/verify-email/route";
import { GET, POST } from "./route";

const PATH = "/api/auth/sign-up";
const signUp = (body: Record<string, unknown>) => callRoute(POST, "POST", PATH, { body });
const valid = () => ({ email: uniqueEmail("new"), password: "correct horse", fullName: "New Person", organizationName: "New Studio" });

const mail = useMailServer();

/** Signs up and opens the confirmation link from the e-mail, as the person would. */
async function signUpAndVerify(body: Record<string, unknown>) {
  const res = await signUp(body);
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ email: String(body.email).trim().toLowerCase(), verificationRequired: true, emailSent: true });
  const message = await mail.waitFor(res.json.email, /Confirm your e-mail/);
  const token = new URL(message.link!).searchParams.get("token")!;
  const verified = await callRoute(verify, "POST", "/api/auth/verify-email", { body: { token, password: body.password } });
  expect(verified.status).toBe(200);
  return verified.json as { userId: string; email: string; organizationId: string };
}

describe("POST /api/auth/sign-up (extension: account and first organization)", () => {
  it("creates the user with a hashed password and their organization, whose Owner they are, once the e-mail is confirmed", async () => {
    const body = { ...valid(), email: "  Mixed.Case@Example.COM " };
    const created = await signUpAndVerify(body);
    expect(created).toMatchObject({ email: "mixed.case@example.com", userId: expect.any(String), organizationId: expect.any(String) });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: created.userId } });
    expect(user).toMatchObject({ email: "mixed.case@example.com", fullName: "New Person", reviewer: false });
    expect(user.passwordHash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", user.passwordHash)).toBe(true);
    const organization = await prisma.organization.findUniqueOrThrow({ where: { id: created.organizationId } });
    expect(organization).toMatchObject({ name: "New Studio", depth: 0, parentOrganizationId: null });
    const membership = await prisma.membership.findFirstOrThrow({ where: { userId: user.id }, include: { role: true } });
    expect(membership).toMatchObject({ organizationId: organization.id, role: { systemKey: "owner" } });
  });

  it("the browser's time zone becomes the person's and their first organization's; without one both are UTC", async () => {
    const seoul = await signUpAndVerify({ ...valid(), timeZone: "Asia/Seoul" });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: seoul.userId } })).toMatchObject({ timezone: "Asia/Seoul" });
    expect(await prisma.organization.findUniqueOrThrow({ where: { id: seoul.organizationId } })).toMatchObject({ timeZone: "Asia/Seoul" });
    const plain = await signUpAndVerify(valid());
    expect(await prisma.user.findUniqueOrThrow({ where: { id: plain.userId } })).toMatchObject({ timezone: "UTC" });
    expect(await prisma.organization.findUniqueOrThrow({ where: { id: plain.organizationId } })).toMatchObject({ timeZone: "UTC" });
  });

  it("400 VALIDATION_FAILED for a time zone that is not one, naming the field", async () => {
    const res = await signUp({ ...valid(), timeZone: "Europe/Atlantis" });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      reason: "VALIDATION_FAILED",
      details: [{ path: "timeZone", message: "must be an IANA time zone such as Asia/Seoul" }],
    });
  });

  it("an existing account gets the same answer as a new e-mail, its owner a notice, and nothing of it changes", async () => {
    const first = valid();
    const created = await signUpAndVerify(first);
    const before = await prisma.user.findUniqueOrThrow({ where: { id: created.userId } });
    const organizations = await prisma.organization.count();
    const tokens = await prisma.authToken.count();

    const res = await signUp({ ...valid(), email: first.email.toUpperCase(), password: "attacker's password", fullName: "Attacker" });
    const fresh = await signUp(valid());
    expect(res.status).toBe(fresh.status);
    expect(res.json).toEqual({ ...fresh.json, email: first.email });
    expect(res.json).toEqual({ email: first.email, verificationRequired: true, emailSent: true });
    const notice = await mail.waitFor(first.email, /already have an account/);
    expect(notice.text).toContain("http://localhost:3000/sign-in");
    expect(notice.text).toContain("Nothing was changed");
    const after = await prisma.user.findUniqueOrThrow({ where: { id: created.userId } });
    expect(after).toEqual(before);
    expect(await verifyPassword("attacker's password", after.passwordHash)).toBe(false);
    expect(await prisma.organization.count()).toBe(organizations);
    // Only the new e-mail's sign-up waits for a confirmation; the existing account's got no link to confirm.
    expect(await prisma.authToken.count()).toBe(tokens + 1);
  });

  it("signing up with an invited e-mail grants nothing until the mailbox's owner opens the link: no password is set", async () => {
    const { organization } = await createOwner();
    const invited = await addMember(organization.id, "viewer");
    expect(invited.user.passwordHash).toBeNull();
    const res = await signUp({ ...valid(), email: invited.user.email });
    expect(res.json).toEqual({ email: invited.user.email, verificationRequired: true, emailSent: true });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: invited.user.id } });
    expect(user.passwordHash).toBeNull();
  });

  it.each([
    ["a malformed e-mail", { email: "not-an-email" }, "email"],
    ["a short password", { password: "short" }, "password"],
    ["an empty full name", { fullName: "  " }, "fullName"],
    ["no organization name", { organizationName: undefined }, "organizationName"],
    ["an unknown field", { reviewer: true }, "reviewer"],
  ])("400 VALIDATION_FAILED for %s, naming the field, and creates nothing", async (_label, change, field) => {
    const users = await prisma.user.count();
    const res = await signUp({ ...valid(), ...change });
    expect(res.json).toMatchObject({ statusCode: 400, code: "BadRequest", reason: "VALIDATION_FAILED" });
    expect(res.json.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await prisma.user.count()).toBe(users);
  });

  it("answers other methods with the common error object", async () => {
    const res = await callRoute(async (req) => GET(req), "GET", PATH);
    expect(res.json).toMatchObject({ statusCode: 404, reason: "METHOD_NOT_ALLOWED" });
    expect(res.headers.get("allow")).toContain("POST");
  });
});
