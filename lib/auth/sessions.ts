import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { recordAudit } from "@/lib/audit/record-audit";
import { authCache, settleAuthChanges } from "./auth-change-listener";
import type { SignInFactor } from "@/lib/sign-in-factors";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const LAST_SEEN_RESOLUTION_MS = 60_000;

const asSessionUser = (userId: string) => ({ userId, apiKeyId: null, via: "session" as const });

export type { SignInFactor };

/** Opens a session row, with its audit entry (session:sign-in) in the same transaction. */
export async function createSession(
  userId: string,
  client: { userAgent?: string | null; ip?: string | null } = {},
  factor: SignInFactor = "password",
) {
  return transaction(async (tx) => {
    const session = await tx.session.create({
      data: {
        id: newObjectId(),
        userId,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        ip: client.ip ?? null,
        factor,
        // The sign-in just proved the person: changing a second factor right after it asks nothing more.
        reauthenticatedAt: new Date(),
        expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
      },
    });
    await recordAudit(tx, { action: "session:sign-in", targetId: session.id, actor: asSessionUser(userId), ip: client.ip ?? null });
    return session;
  });
}

/** The session and its user when the session is live (not signed out, not revoked, not expired), else null. */
export async function liveSession(sessionId: unknown, userId: unknown) {
  if (typeof sessionId !== "string" || typeof userId !== "string") return null;
  // Cached in process; a sign-out, revocation or change to the user drops it on every instance at once.
  const session = await authCache().get(
    `session:${sessionId}`,
    () => prisma.session.findUnique({ where: { id: sessionId }, include: { user: true }, relationLoadStrategy: "join" }),
    (row) => [`session:${row.id}`, `user:${row.userId}`],
  );
  if (!session || session.userId !== userId || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    // Coarse and best effort, so a request does not write every time (the cached row remembers it).
    session.lastSeenAt = new Date();
    prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date() } }).catch(() => {});
  }
  return session;
}

/** Signs one session out, with its audit entry (session:sign-out) in the same transaction when it was live. */
export async function revokeSession(sessionId: string) {
  await transaction(async (tx) => {
    const live = await tx.session.findFirst({ where: { id: sessionId, revokedAt: null }, select: { userId: true } });
    if (!live) return;
    await tx.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
    await recordAudit(tx, { action: "session:sign-out", targetId: sessionId, actor: asSessionUser(live.userId) });
  });
  await settleAuthChanges();
}

/** Ends every session of the user, or every one but `keep` (the session that changed the password). */
export async function revokeUserSessions(userId: string, options: { keep?: string } = {}, db: Tx = prisma): Promise<number> {
  const { count } = await db.session.updateMany({
    where: { userId, revokedAt: null, ...(options.keep ? { id: { not: options.keep } } : {}) },
    data: { revokedAt: new Date() },
  });
  return count;
}

export async function listActiveSessions(userId: string) {
  return prisma.session.findMany({
    where: { userId, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { lastSeenAt: "desc" },
    take: 100,
  });
}
