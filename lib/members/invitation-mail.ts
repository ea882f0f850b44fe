import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { issueToken } from "@/lib/auth/tokens";
import { renderMail } from "@/lib/mail/messages";
import { sendMailInBackground } from "@/lib/mail/transport";

export function issueInvitation(membershipId: string, email: string, db: Tx) {
  return issueToken({ purpose: "INVITATION", email, membershipId }, db);
}

type MemberRow = {
  organizationId: string;
  user: { email: string; locale: string; timezone: string };
  role: { name: string; systemKey: string | null };
};

/** The invitation link, or the notice that a verified account was added, in the invitee's language. */
export async function sendMemberMail(kind: "invitation" | "added", row: MemberRow, inviterId: string, link: string, expiresAt?: Date) {
  // The member is already saved: a mail that cannot be prepared is logged, and the console can resend.
  try {
    await prepareAndSend(kind, row, inviterId, link, expiresAt);
  } catch (error) {
    console.error(`[mail] ${kind} to ${row.user.email}: ${(error as Error).message}`);
  }
}

async function prepareAndSend(kind: "invitation" | "added", row: MemberRow, inviterId: string, link: string, expiresAt?: Date) {
  const [organization, inviter] = await Promise.all([
    prisma.organization.findUnique({ where: { id: row.organizationId }, select: { name: true } }),
    inviterId ? prisma.user.findUnique({ where: { id: inviterId }, select: { fullName: true, email: true } }) : null,
  ]);
  const values = {
    inviter: inviter?.fullName || inviter?.email || "An administrator",
    organization: organization?.name ?? "",
    role: row.role.name,
  };
  const { email: to, locale, timezone: timeZone } = row.user;
  const mail = renderMail({ kind, to, locale, timeZone, link, expiresAt, values, systemRole: row.role.systemKey });
  sendMailInBackground(mail, kind === "invitation" ? "the inviter has the link in the console" : undefined);
}
