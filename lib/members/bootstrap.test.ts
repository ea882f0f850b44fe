import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { verifyPassword } from "@/lib/auth/password";
import { hashApiKey } from "@/lib/auth/api-key";
import { uniqueEmail } from "@/lib/test/fixtures";
import { runBootstrap } from "./bootstrap";

describe("runBootstrap (npm run bootstrap)", () => {
  it("creates the user, the organization and an Owner key on first run", async () => {
    const email = uniqueEmail("operator");
    const result = await runBootstrap({ email: email.toUpperCase(), password: "first password", organization: "Ops" });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: result.userId } });
    expect(user).toMatchObject({ email, reviewer: false, fullName: email.split("@")[0] });
    expect(await verifyPassword("first password", user.passwordHash)).toBe(true);
    const key = await prisma.apiKey.findUniqueOrThrow({
      where: { hash: hashApiKey(result.apiKey) },
      include: { membership: { include: { role: true } } },
    });
    expect(key.membership).toMatchObject({ userId: user.id, organizationId: result.organizationId, role: { systemKey: "owner" } });
  });

  it("is idempotent: the same organization, a new password and a fresh key; the old key stops working", async () => {
    const email = uniqueEmail("operator");
    const first = await runBootstrap({ email, password: "first password", organization: "Ops" });
    const second = await runBootstrap({ email, password: "second password", organization: "Ops", reviewer: true });
    expect(second).toMatchObject({ userId: first.userId, organizationId: first.organizationId });
    expect(second.apiKey).not.toBe(first.apiKey);
    const oldKey = await prisma.apiKey.findUnique({ where: { hash: hashApiKey(first.apiKey) } });
    expect(oldKey === null || oldKey.revokedAt !== null).toBe(true);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: first.userId } });
    expect(user.reviewer).toBe(true);
    expect(await verifyPassword("second password", user.passwordHash)).toBe(true);
    expect(await prisma.organization.count({ where: { name: "Ops", memberships: { some: { userId: first.userId } } } })).toBe(1);
    // A later run without --reviewer does not take the flag away.
    await runBootstrap({ email, password: "second password", organization: "Ops" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: first.userId } })).reviewer).toBe(true);
  });

  it("restores Owner and clears the expiry of a membership that lost them", async () => {
    const email = uniqueEmail("operator");
    const first = await runBootstrap({ email, password: "first password", organization: "Ops" });
    const viewer = await prisma.role.findFirstOrThrow({ where: { organizationId: first.organizationId, systemKey: "viewer" } });
    await prisma.membership.updateMany({
      where: { userId: first.userId, organizationId: first.organizationId },
      data: { roleId: viewer.id, expiresAt: new Date(Date.now() - 1000) },
    });
    await runBootstrap({ email, password: "first password", organization: "Ops" });
    const membership = await prisma.membership.findFirstOrThrow({
      where: { userId: first.userId, organizationId: first.organizationId },
      include: { role: true },
    });
    expect(membership).toMatchObject({ expiresAt: null, role: { systemKey: "owner" } });
  });

  it("--time-zone: the new user's zone and so the organization's; an unknown zone is refused before anything is made", async () => {
    const email = uniqueEmail("seoul");
    const result = await runBootstrap({ email, password: "first password", organization: "Seoul Ops", timeZone: "Asia/Seoul" });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: result.userId } })).toMatchObject({ timezone: "Asia/Seoul" });
    expect(await prisma.organization.findUniqueOrThrow({ where: { id: result.organizationId } })).toMatchObject({ timeZone: "Asia/Seoul" });
    const other = uniqueEmail("nowhere");
    await expect(
      runBootstrap({ email: other, password: "first password", organization: "Ops", timeZone: "Nowhere/Land" }),
    ).rejects.toThrow();
    expect(await prisma.user.findUnique({ where: { email: other } })).toBeNull();
  });

  it("refuses an address that is not an e-mail", async () => {
    await expect(runBootstrap({ email: "nope", password: "first password", organization: "Ops" })).rejects.toThrow();
  });
});
