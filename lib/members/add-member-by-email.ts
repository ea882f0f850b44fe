import "server-only";
import { prisma } from "../db/client";
import { conflict } from "../api/errors";
import { newObjectId } from "../ids";
import { getRoleOrThrow } from "../roles/get-role-or-throw";
import { assertMayHandOutRole, type Actor } from "./member-authority";
import { memberInclude, serializeMember, type Member } from "./member-schema";
import type { AddMemberInput } from "./schemas";

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

/**
 * Operation 11. An e-mail with no account yet gets a user row at once (no password, so `_id` exists); its owner
 * claims it by signing up with that e-mail (lib/users/sign-up.ts).
 */
export async function addMemberByEmail(organizationId: string, actor: Actor, input: AddMemberInput): Promise<Member> {
  const role = await getRoleOrThrow({ id: input.roleId, organizationId });
  assertMayHandOutRole(actor, role);
  const attempt = () =>
    prisma.$transaction(async (tx) => {
      const user =
        (await tx.user.findUnique({ where: { email: input.email } })) ??
        (await tx.user.create({ data: { id: newObjectId(), email: input.email, fullName: input.email.split("@")[0] } }));
      const existing = await tx.membership.findUnique({ where: { organizationId_userId: { organizationId, userId: user.id } } });
      if (existing) throw conflict(`${input.email} is already a member of this organization.`, "MEMBER_EXISTS");
      const membership = await tx.membership.create({
        data: { id: newObjectId(), organizationId, userId: user.id, roleId: role.id, expiresAt: input.expiresAt ?? null },
        include: memberInclude,
      });
      return serializeMember(membership);
    });
  try {
    return await attempt();
  } catch (error) {
    // A concurrent request made the same user or membership: once more, and the answer is the true one.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}
