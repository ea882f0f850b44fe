import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { addMember, createOwner, uniqueEmail } from "@/lib/test/fixtures";
import { callRoute } from "@/lib/test/call-route";
import { GET, POST } from "./route";

const PATH = "/api/auth/sign-up";
const signUp = (body: Record<string, unknown>) => callRoute(POST, "POST", PATH, { body });
const valid = () => ({ email: uniqueEmail("new"), password: "correct horse", fullName: "New Person", organizationName: "New Studio" });

describe("POST /api/auth/sign-up (extension: account and first organization)", () => {
  it("creates the user with a hashed password and their organization, whose Owner they are", async () => {
    const body = { ...valid(), email: "  Mixed.Case@Example.COM " };
    const res = await signUp(body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ userId: expect.any(String), email: "mixed.case@example.com", organizationId: expect.any(String) });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: res.json.userId } });
    expect(user).toMatchObject({ email: "mixed.case@example.com", fullName: "New Person", reviewer: false });
    expect(user.passwordHash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", user.passwordHash)).toBe(true);
    const organization = await prisma.organization.findUniqueOrThrow({ where: { id: res.json.organizationId } });
    expect(organization).toMatchObject({ name: "New Studio", depth: 0, parentOrganizationId: null });
    const membership = await prisma.membership.findFirstOrThrow({ where: { userId: user.id }, include: { role: true } });
    expect(membership).toMatchObject({ organizationId: organization.id, role: { systemKey: "owner" } });
  });

  it("409 EMAIL_TAKEN for an existing account, whose password, name and organizations stay as they were", async () => {
    const first = valid();
    const created = await signUp(first);
    const before = await prisma.user.findUniqueOrThrow({ where: { id: created.json.userId } });
    const organizations = await prisma.organization.count();

    const res = await signUp({ ...valid(), email: first.email.toUpperCase(), password: "attacker's password", fullName: "Attacker" });
    expect(res.status).toBe(409);
    expect(res.json).toMatchObject({ statusCode: 409, code: "Conflict", reason: "EMAIL_TAKEN" });
    const after = await prisma.user.findUniqueOrThrow({ where: { id: created.json.userId } });
    expect(after).toEqual(before);
    expect(await verifyPassword("attacker's password", after.passwordHash)).toBe(false);
    expect(await prisma.organization.count()).toBe(organizations);
  });

  it("claims an invited e-mail that has no password yet, keeping the memberships it was invited to", async () => {
    const { organization } = await createOwner();
    const invited = await addMember(organization.id, "viewer");
    expect(invited.user.passwordHash).toBeNull();
    const res = await signUp({ ...valid(), email: invited.user.email });
    expect(res.status).toBe(200);
    expect(res.json.userId).toBe(invited.user.id);
    const memberships = await prisma.membership.findMany({ where: { userId: invited.user.id } });
    expect(memberships.map((m) => m.organizationId).sort()).toEqual([organization.id, res.json.organizationId].sort());
    const user = await prisma.user.findUniqueOrThrow({ where: { id: invited.user.id } });
    expect(await verifyPassword("correct horse", user.passwordHash)).toBe(true);
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
