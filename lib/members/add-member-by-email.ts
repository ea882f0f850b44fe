import "server-only";
import { transaction } from "@/lib/db/transaction";
import { conflict } from "@/lib/api/errors";
import { newObjectId } from "@/lib/new-object-id";
import { mailConfigured } from "@/lib/mail/transport";
import { mailLink } from "@/lib/public-origin";
import { getRoleOrThrow } from "@/lib/roles/get-role-or-throw";
import { issueInvitation, sendMemberMail } from "./invitation-mail";
import { type Actor } from "@/lib/permissions/member-authority";
import { assertMayHandOutRole } from "@/lib/permissions/refusals";
import { memberInclude, serializeMember, type Member } from "./member-schema";
import { recordMemberJoined } from "./member-events";
import type { AddMemberInput } from "./schemas";

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "P2002";

/**
 * Operation 11. An e-mail with a verified account is added at once (the API stays usable for automation) and
 * told by e-mail. Any other e-mail gets a pending invitation: a user row without a password (so `_id` exists),
 * a PENDING membership with no access, and a single-use link (7 days) that only its holder can accept. Without
 * a mail server the link is in the answer (`inviteUrl`) for the inviter to pass on.
 */
export async function addMemberByEmail(organizationId: string, actor: Actor, input: AddMemberInput): Promise<Member> {
  const role = await getRoleOrThrow({ id: input.roleId, organizationId });
  assertMayHandOutRole(actor, role);
  const attempt = () =>
    transaction(async (tx) => {
      const user =
        (await tx.user.findUnique({ where: { email: input.email } })) ??
        (await tx.user.create({ data: { id: newObjectId(), email: input.email, fullName: input.email.split("@")[0] } }));
      const existing = await tx.membership.findUnique({ where: { organizationId_userId: { organizationId, userId: user.id } } });
      if (existing) throw conflict(`${input.email} is already a member of this organization.`, "MEMBER_EXISTS");
      const pending = !user.emailVerifiedAt;
      const membership = await tx.membership.create({
        data: {
          id: newObjectId(),
          organizationId,
          userId: user.id,
          roleId: role.id,
          expiresAt: input.expiresAt ?? null,
          invitationStatus: pending ? "PENDING" : "ACCEPTED",
          invitedById: actor.userId || null,
        },
      });
      const invitation = pending ? await issueInvitation(membership.id, user.email, tx) : null;
      // An invited person joins when they accept (invitations.ts); a verified account joins now.
      if (!pending) await recordMemberJoined(tx, membership.id);
      const row = await tx.membership.findUniqueOrThrow({ where: { id: membership.id }, include: memberInclude });
      return { row, invitation };
    });
  let result: Awaited<ReturnType<typeof attempt>>;
  try {
    result = await attempt();
  } catch (error) {
    // A concurrent request made the same user or membership: once more, and the answer is the true one.
    if (!isUniqueViolation(error)) throw error;
    result = await attempt();
  }
  const { row, invitation } = result;
  const link = mailLink(invitation ? `/invitations/${invitation.token}` : `/organizations/${organizationId}`);
  await sendMemberMail(invitation ? "invitation" : "added", row, actor.userId, link, invitation?.expiresAt);
  return { ...serializeMember(row), ...(invitation && !mailConfigured() ? { inviteUrl: link } : {}) };
}
