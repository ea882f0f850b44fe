import "server-only";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { badRequest } from "@/lib/api/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { listActiveSessions, revokeUserSessions } from "@/lib/auth/sessions";
import { profileSchema, sessionListSchema, type ChangePasswordInput, type Profile, type UpdateProfileInput } from "./profile-schemas";
import { browserName } from "./browser-name";

type UserRow = { id: string; email: string; fullName: string; locale: string; timezone: string };

export function serializeProfile(user: UserRow): Profile {
  return profileSchema.parse({ userId: user.id, email: user.email, fullName: user.fullName, locale: user.locale, timezone: user.timezone });
}

export async function updateProfile(userId: string, input: UpdateProfileInput): Promise<Profile> {
  return serializeProfile(await prisma.user.update({ where: { id: userId }, data: input }));
}

/** Needs the current password; every other session of the user ends (the one that asked stays signed in). */
export async function changePassword(userId: string, keepSessionId: string | null, input: ChangePasswordInput) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw badRequest("The current password is not right.", "WRONG_PASSWORD", [{ path: "currentPassword", message: "is not right" }]);
  }
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await revokeUserSessions(userId, { keep: keepSessionId ?? undefined }, tx);
  });
  return serializeProfile(user);
}

export async function listSessions(userId: string, currentSessionId: string | null) {
  const sessions = await listActiveSessions(userId);
  return sessionListSchema.parse(
    sessions.map((s) => ({
      id: s.id,
      userAgent: s.userAgent ?? undefined,
      ...(s.userAgent ? browserName(s.userAgent) : null),
      ip: s.ip ?? undefined,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      factor: s.factor,
      current: s.id === currentSessionId,
    })),
  );
}
