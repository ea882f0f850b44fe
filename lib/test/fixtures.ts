// Test data made through the same domain functions the product uses.
import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { prisma } from "../db/client";
import { newObjectId } from "../ids";
import { createOrganization } from "../organizations/create-organization";
import { rotateApiKey } from "../members/rotate-api-key";

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

export async function createUser(options: { email?: string; reviewer?: boolean; fullName?: string } = {}) {
  return prisma.user.create({
    data: {
      id: newObjectId(),
      email: options.email ?? uniqueEmail(),
      fullName: options.fullName ?? "Test User",
      reviewer: options.reviewer ?? false,
    },
  });
}

/** A user who owns a fresh organization, with an API key for that membership. */
export async function createOwner(options: { name?: string; reviewer?: boolean } = {}) {
  const user = await createUser({ reviewer: options.reviewer });
  const { organization, membership } = await createOrganization(user.id, { name: options.name ?? "Test Org" });
  const { apiKey } = await rotateApiKey(membership.id);
  return { user, organization, membership, apiKey };
}

/** Adds `userId` to an organization with one of its system roles and returns a key for that membership. */
export async function addMember(organizationId: string, systemKey: "owner" | "admin" | "viewer", userId?: string) {
  const user = userId ? await prisma.user.findUniqueOrThrow({ where: { id: userId } }) : await createUser();
  const role = await prisma.role.findFirstOrThrow({ where: { organizationId, systemKey } });
  const membership = await prisma.membership.create({
    data: { id: newObjectId(), organizationId, userId: user.id, roleId: role.id },
  });
  const { apiKey } = await rotateApiKey(membership.id);
  return { user, membership, apiKey };
}

/** A next-auth session cookie for `userId`, as the console's browser would send it. */
export async function sessionCookie(userId: string) {
  const token = await encode({ token: { sub: userId }, secret: process.env.AUTH_SECRET! });
  return `next-auth.session-token=${token}`;
}

/** A custom role of the organization holding `statements` (not validated: tests may need any). */
export async function createCustomRole(organizationId: string, statements: string[], name = `Custom ${randomBytes(3).toString("hex")}`) {
  return prisma.role.create({
    data: { id: newObjectId(), organizationId, name, type: "ORGANIZATION_ROLE_TYPE_CUSTOM", statements },
  });
}

/** Adds a member holding `roleId` (any role of the organization) and returns a key for that membership. */
export async function addMemberWithRole(organizationId: string, roleId: string) {
  const user = await createUser();
  const membership = await prisma.membership.create({
    data: { id: newObjectId(), organizationId, userId: user.id, roleId },
  });
  const { apiKey } = await rotateApiKey(membership.id);
  return { user, membership, apiKey };
}

/** An app row of the organization with the given platforms, for target-tree tests. */
export async function createAppRow(organizationId: string, platforms: string[] = ["APP_PLATFORM_ANDROID"], name = "Test App") {
  return prisma.app.create({
    data: { id: newObjectId(), organizationId, name, platforms, sdkKey: randomBytes(16).toString("hex"), tags: [] },
  });
}
