import "server-only";
import { prisma, type Tx } from "../db/client";
import { issueToken } from "../auth/tokens";
import { renderMail } from "../mail/messages";
import { sendMailInBackground } from "../mail/transport";

export function issueInvitation(membershipId: string, email: string, db: Tx) {
  return issueToken({ purpose: "INVITATION", email, membershipId }, db);
}

type MemberRow = { organizationId: string; user: { email: string; locale: string }; role: { name: string } };

/** The invitation link, or the notice that a verified account was added, in the invitee's language. */
export async function sendMemberMail(kind: "invitation" | "added", row: MemberRow, inviterId: string, link: string, expiresAt?: Date) {
  const [organization, inviter] = await Promise.all([
    prisma.organization.findUnique({ where: { id: row.organizationId }, select: { name: true } }),
    inviterId ? prisma.user.findUnique({ where: { id: inviterId }, select: { fullName: true, email: true } }) : null,
  ]);
  const values = { inviter: inviter?.fullName || inviter?.email || "An administrator", organization: organization?.name ?? "", role: row.role.name };
  const mail = renderMail({ kind, to: row.user.email, locale: row.user.locale, link, expiresAt, values });
  sendMailInBackground(mail, kind === "invitation" ? "the inviter has the link in the console" : undefined);
}
