import "server-only";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { recordAudit } from "@/lib/audit/record-audit";
import { issueToken, useToken } from "@/lib/auth/tokens";
import { prisma, type Tx } from "@/lib/db/client";
import { lockRows } from "@/lib/db/row-lock";
import { transaction } from "@/lib/db/transaction";
import { mailLink } from "@/lib/public-origin";
import type { SignUpPayload } from "@/lib/users/sign-up";
import { applySignUp } from "@/lib/users/verify-email";
import type { InstanceUser, WaitingSignUp } from "./schemas";

const notAdministrator = () => forbidden("Only the instance's administrator manages the instance.", "PERMISSION_DENIED");

/** For reads: the caller's flag as authenticated. */
export function assertInstanceAdmin(user: { instanceAdmin: boolean }) {
  if (!user.instanceAdmin) throw notAdministrator();
}

/**
 * A change's authority, read under the row locks of the administrator (and of the user changed, in id order): an
 * administrator's rights cannot be taken away between this check and the change's commit.
 */
async function lockAsAdministrator(tx: Tx, adminId: string, targetId?: string) {
  await lockRows(tx, { table: "User", ids: targetId ? [adminId, targetId] : [adminId] });
  const admin = await tx.user.findUnique({ where: { id: adminId }, select: { instanceAdmin: true } });
  if (!admin?.instanceAdmin) throw notAdministrator();
  if (!targetId) return null;
  const target = await tx.user.findUnique({ where: { id: targetId } });
  if (!target) throw notFound("User");
  return target;
}

type UserRow = {
  id: string;
  email: string;
  fullName: string;
  reviewer: boolean;
  instanceAdmin: boolean;
  emailVerifiedAt: Date | null;
  createdAt: Date;
};

const serializeUser = (row: UserRow): InstanceUser => ({
  _id: row.id,
  email: row.email,
  fullName: row.fullName,
  reviewer: row.reviewer,
  instanceAdmin: row.instanceAdmin,
  emailVerified: row.emailVerifiedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** The instance's accounts whose e-mail or name holds `q` (any case), oldest first. */
export async function listInstanceUsers({ q, ...query }: PageQuery & { q?: string }) {
  const page = keyset("createdAt", "asc", query);
  const match = q
    ? { OR: [{ email: { contains: q, mode: "insensitive" as const } }, { fullName: { contains: q, mode: "insensitive" as const } }] }
    : {};
  const rows = await prisma.user.findMany({ where: { ...match, ...page.where }, orderBy: page.orderBy, take: page.take });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map(serializeUser), nextCursor };
}

/** Grants or revokes platform reviewer rights; the audit entry names the user changed. */
export async function setReviewer(adminId: string, userId: string, reviewer: boolean) {
  return transaction(async (tx) => {
    const target = await lockAsAdministrator(tx, adminId, userId);
    const user = target!.reviewer === reviewer ? target! : await tx.user.update({ where: { id: userId }, data: { reviewer } });
    await recordAudit(tx, { targetId: userId, fields: ["reviewer"] });
    return serializeUser(user);
  });
}

/**
 * A single-use link (1 hour) to choose a new password, for the administrator to hand over on an install that
 * sends no mail: the same link "Forgot password" would e-mail, from the configured public origin.
 */
export async function makeResetLink(adminId: string, userId: string) {
  return transaction(async (tx) => {
    const target = (await lockAsAdministrator(tx, adminId, userId))!;
    const { token, expiresAt } = await issueToken({ purpose: "RESET_PASSWORD", email: target.email, userId: target.id }, tx);
    await recordAudit(tx, { targetId: userId });
    return { userId, email: target.email, link: mailLink(`/reset-password?token=${token}`), expiresAt: expiresAt.toISOString() };
  });
}

/**
 * Sign-ups waiting for their e-mail to be confirmed (live VERIFY_EMAIL tokens), oldest first. Several may wait for
 * one address (someone else may have used it): each shows when and from where it came and which organization it
 * asks for, so the administrator can ask the person which one is theirs.
 */
export async function listWaitingSignUps(now = new Date()): Promise<{ items: WaitingSignUp[] }> {
  const rows = await prisma.authToken.findMany({
    where: { purpose: "VERIFY_EMAIL", usedAt: null, expiresAt: { gt: now } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: 200,
  });
  return {
    items: rows.map((row) => {
      const payload = row.payload as SignUpPayload;
      return {
        _id: row.id,
        email: row.email,
        fullName: payload.fullName,
        organizationName: payload.organizationName,
        requestedFrom: payload.requestedFrom ?? null,
        requestedAt: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      };
    }),
  };
}

/**
 * The administrator vouches for a waiting sign-up's address instead of a mailed link (a mail-less install): the
 * account and its organization are made as the link would, and the person signs in with the password they chose.
 * Every other sign-up waiting for that address ends with it.
 */
export async function confirmWaitingSignUp(adminId: string, signUpId: string, now = new Date()) {
  return transaction(async (tx) => {
    await lockAsAdministrator(tx, adminId);
    const row = await tx.authToken.findUnique({ where: { id: signUpId } });
    if (!row || row.purpose !== "VERIFY_EMAIL") throw notFound("Sign-up");
    if (row.usedAt || row.expiresAt.getTime() <= now.getTime() || !(await useToken(row.id, tx))) {
      throw conflict("This sign-up no longer waits: it was confirmed, replaced by another or has expired.", "SIGN_UP_NOT_WAITING");
    }
    const created = await applySignUp(row, tx);
    await recordAudit(tx, { targetId: created.userId });
    return created;
  });
}
