import "server-only";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { ApiError, conflict, forbidden } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { findLiveToken, retireTokens, useToken } from "@/lib/auth/tokens";
import { mailConfigured } from "@/lib/mail/transport";
import { mailLink } from "@/lib/public-origin";
import { invalidLink } from "@/lib/users/verify-email";
import { getMembershipOrThrow } from "./get-membership-or-throw";
import { recordMemberJoined } from "./member-events";
import { issueInvitation, sendMemberMail } from "./invitation-mail";
import { type Actor } from "@/lib/permissions/member-authority";
import { assertMayHandOutRole } from "@/lib/permissions/refusals";
import type { AcceptInvitationInput, InvitationLink } from "./invitation-schemas";

/**
 * Extension: a fresh link for a pending invitation, e-mailed when `send` (resend) or only answered (copy link).
 * Earlier links keep working until they expire; accepting or revoking ends them all. The link carries the
 * invitation's role, so only someone who may hand out that role gets one.
 */
export async function reissueInvitation(organizationId: string, actor: Actor, userId: string, send: boolean): Promise<InvitationLink> {
  const target = await getMembershipOrThrow({ userId, organizationId });
  assertMayHandOutRole(actor, target.role);
  if (target.invitationStatus !== "PENDING") throw conflict("This member already accepted the invitation.", "INVITATION_NOT_PENDING");
  const { token, expiresAt } = await issueInvitation(target.id, target.user.email, prisma);
  const inviteUrl = mailLink(`/invitations/${token}`);
  const emailed = send && mailConfigured();
  if (emailed) await sendMemberMail("invitation", target, actor.userId, inviteUrl, expiresAt);
  return { inviteUrl, expiresAt: expiresAt.toISOString(), emailed };
}

async function liveInvitation(token: string, db: Parameters<typeof findLiveToken>[2] = prisma) {
  const row = await findLiveToken(token, "INVITATION", db);
  const membership = row?.membershipId
    ? await db.membership.findUnique({ where: { id: row.membershipId }, include: { user: true, role: true, organization: true } })
    : null;
  if (!row || !membership || membership.invitationStatus !== "PENDING") throw invalidLink("invitation");
  return { row, membership };
}

/** What the invitation page shows its holder: who is invited, where, and whether they sign up or sign in. */
export async function describeInvitation(token: string) {
  const { row, membership } = await liveInvitation(token);
  return {
    email: membership.user.email,
    organizationId: membership.organizationId,
    organizationName: membership.organization.name,
    roleName: membership.role.name,
    expiresAt: row.expiresAt.toISOString(),
    accountExists: !!membership.user.emailVerifiedAt,
  };
}

/**
 * Accepts with the link: signed in as the invited e-mail, one click; otherwise by choosing a password, which
 * creates the account (the link proved the mailbox, so it is verified). Single use; every link of the
 * invitation ends with it.
 */
export async function acceptInvitation(token: string, sessionUserId: string | null, input: AcceptInvitationInput) {
  const passwordHash = !sessionUserId && input.password ? await hashPassword(input.password) : null;
  return transaction(async (tx) => {
    const { row, membership } = await liveInvitation(token, tx);
    const user = membership.user;
    if (sessionUserId) {
      if (sessionUserId !== user.id) {
        throw forbidden(`This invitation is for ${user.email}. Sign in with that e-mail to accept it.`, "INVITATION_FOR_ANOTHER_ACCOUNT");
      }
    } else if (user.emailVerifiedAt) {
      throw conflict("An account already uses this e-mail: sign in with it, then accept.", "SIGN_IN_TO_ACCEPT");
    } else if (!passwordHash || !input.fullName) {
      throw new ApiError(400, "Choose your name and a password to create the account.", "VALIDATION_FAILED", {
        details: [
          ...(input.fullName ? [] : [{ path: "fullName", message: "must not be empty" }]),
          ...(passwordHash ? [] : [{ path: "password", message: "is required" }]),
        ],
      });
    } else {
      const timeZone = input.timeZone ? { timezone: input.timeZone } : {};
      await tx.user.update({
        where: { id: user.id },
        data: { passwordHash, fullName: input.fullName, emailVerifiedAt: new Date(), ...timeZone },
      });
      // A sign-up someone else started with this e-mail must not later replace the password chosen here.
      await retireTokens({ purpose: "VERIFY_EMAIL", email: user.email }, tx);
    }
    if (!(await useToken(row.id, tx))) throw invalidLink("invitation");
    await retireTokens({ purpose: "INVITATION", membershipId: membership.id }, tx);
    await tx.membership.update({ where: { id: membership.id }, data: { invitationStatus: "ACCEPTED", joinedAt: new Date() } });
    await recordMemberJoined(tx, membership.id);
    return { userId: user.id, email: user.email, organizationId: membership.organizationId };
  });
}
