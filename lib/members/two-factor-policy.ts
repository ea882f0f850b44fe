import "server-only";
import { prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/api/errors";
import { getMembershipOrThrow } from "@/lib/members/get-membership-or-throw";
import { isOwnerRole } from "@/lib/permissions/member-authority";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { clearSecondFactors } from "@/lib/auth/two-factor/enrolment";
import { sendSecurityMail } from "@/lib/auth/two-factor/security-mail";

// What an Owner decides about two-factor for the organization: requiring it, and resetting a member's second
// factor (a lost phone). Both are Owner-only: Admins hold every permission but these.

type OwnerCheck = { membership: { role: { systemKey: string | null } } | null };

function assertOwner({ membership }: OwnerCheck, what: string) {
  if (!membership || !isOwnerRole(membership.role)) throw forbidden(`Only an Owner can ${what}.`, "PERMISSION_DENIED");
}

export async function twoFactorRequirement(organizationId: string) {
  const organization = await prisma.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { requireTwoFactor: true } });
  return { organizationId, requireTwoFactor: organization.requireTwoFactor };
}

/** Requiring it needs the Owner's own second factor first, so the change cannot lock its maker out. */
export async function setTwoFactorRequired(organizationId: string, actor: OwnerCheck & { twoFactorSince: Date | null }, required: boolean) {
  assertOwner(actor, "require two-factor sign-in");
  if (required && !actor.twoFactorSince) {
    throw forbidden("Turn on two-factor sign-in for yourself first (in your profile).", "TWO_FACTOR_REQUIRED");
  }
  const organization = await prisma.organization.update({ where: { id: organizationId }, data: { requireTwoFactor: required } });
  return { organizationId, requireTwoFactor: organization.requireTwoFactor };
}

/**
 * Removes every second factor of a member (app, recovery codes, passkeys) and ends all their sessions; they sign in
 * with the password and enrol again. The member is told by e-mail; the route's audit entry names the member.
 */
export async function resetMemberTwoFactor(organizationId: string, actor: OwnerCheck & { name: string }, userId: string) {
  assertOwner(actor, "reset a member's second factor");
  const member = await getMembershipOrThrow({ userId, organizationId });
  const [user, organization] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: userId } }),
    prisma.organization.findUniqueOrThrow({ where: { id: organizationId }, select: { name: true } }),
  ]);
  await clearSecondFactors(userId);
  const sessionsEnded = await revokeUserSessions(userId, {}, prisma);
  sendSecurityMail("twoFactorReset", user, { actor: actor.name, organization: organization.name });
  return { userId: member.userId, sessionsEnded };
}
