// Test data made through the same domain functions the product uses.
import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { hashPassword } from "@/lib/auth/password";
import { createSession } from "@/lib/auth/sessions";
import { createOrganization } from "@/lib/organizations/create-organization";
import { rotateApiKey } from "@/lib/members/rotate-api-key";
import { createApp } from "@/lib/apps/create-app";
import type { ApprovalStatus } from "@/lib/apps/approval-machine";
import { createAppBody } from "@/lib/apps/schemas";
import { chargeSign, type ChargeType } from "@/lib/balance/charge-types";

/** A client IP of this test's own: rate-limit counters in a shared Redis outlive the test run. */
export function randomIp() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** A user row; `password` makes it a verified account someone can sign in to (as bootstrap or a confirmed sign-up would). */
export async function createUser(options: { email?: string; reviewer?: boolean; fullName?: string; password?: string } = {}) {
  return prisma.user.create({
    data: {
      id: newObjectId(),
      email: options.email ?? uniqueEmail(),
      fullName: options.fullName ?? "Test User",
      reviewer: options.reviewer ?? false,
      ...(options.password ? { passwordHash: await hashPassword(options.password), emailVerifiedAt: new Date() } : {}),
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

/** A next-auth session cookie for `userId` with a live session row, as the console's browser would send it. */
export async function sessionCookie(userId: string, sessionId?: string) {
  const sid = sessionId ?? (await createSession(userId)).id;
  const token = await encode({ token: { sub: userId, sid }, secret: process.env.AUTH_SECRET! });
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

/** A platform reviewer (the user flag), with an organization of their own so that they hold an API key. */
export async function createReviewer() {
  return createOwner({ name: "Review Team", reviewer: true });
}

const DEFAULT_STORE_URL = "https://play.google.com/store/apps/details?id=com.example.game";

/** Registers an app through the product's own code; by default an Android app with a store URL. */
export async function registerApp(organizationId: string, body: Record<string, unknown> = {}) {
  const input = createAppBody.parse({
    name: "Test Game",
    ...(body.platform || body.platformSettings ? {} : { platformSettings: { android: { storeUrl: DEFAULT_STORE_URL } } }),
    ...body,
  });
  return createApp(organizationId, input);
}

/** Puts one platform of an app straight into `status`, as if the approval actions had led there. */
export async function setPlatformStatus(appId: string, platform: string, status: ApprovalStatus) {
  const at = new Date();
  await prisma.platformReview.update({
    where: { appId_platform: { appId, platform } },
    data: {
      status,
      submittedAt: status === "APPROVAL_STATUS_CREATED" ? null : at,
      reviewedAt: status === "APPROVAL_STATUS_APPROVED" || status === "APPROVAL_STATUS_REJECTED" ? at : null,
    },
  });
}

/**
 * Fills an empty ledger with rows of chosen timestamps (the history filters need them), each balanceAfter following
 * from the one before, as recordCharge would have written them. Rows are given oldest first.
 */
export async function seedLedger(
  organizationId: string,
  rows: { type: ChargeType; amount: number; createdAt: Date; description?: string; id?: string }[],
) {
  let balance = 0n;
  const created = [];
  for (const row of rows) {
    balance += BigInt(chargeSign(row.type) * row.amount);
    if (balance < 0n) throw new Error("seedLedger: these rows would make the balance negative");
    created.push(
      await prisma.ledgerEntry.create({
        data: {
          id: row.id ?? newObjectId(row.createdAt.getTime()),
          organizationId,
          type: row.type,
          amount: BigInt(row.amount),
          balanceAfter: balance,
          description: row.description ?? "",
          createdAt: row.createdAt,
        },
      }),
    );
  }
  return created;
}
