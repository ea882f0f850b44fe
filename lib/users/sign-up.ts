import "server-only";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import { issueToken } from "@/lib/auth/tokens";
import { newObjectId } from "@/lib/new-object-id";
import { renderMail } from "@/lib/mail/messages";
import { mailConfigured, sendMailInBackground } from "@/lib/mail/transport";
import { createOrganization } from "@/lib/organizations/create-organization";
import { mailLink } from "@/lib/public-origin";
import type { SignUpInput, SignUpResult } from "./schemas";

/** `requestedFrom`: the client address of the sign-up, shown to an administrator confirming it without mail. */
export type SignUpPayload = {
  passwordHash: string;
  fullName: string;
  organizationName: string;
  requestedFrom?: string | null;
  timeZone?: string;
};

/**
 * Sign-up proves the mailbox before anything exists: what was asked for (password, name, organization) waits in
 * a verification token, and verifyEmail applies it only to whoever opens the link AND enters the password chosen
 * here. Opening the link alone proves the mailbox but not who chose the password: someone who signs up with
 * another person's address (hoping they click) gains nothing, and neither does the mailbox's owner who clicks a
 * link they never asked for. The mail says when and from which address the sign-up came, and to ignore it
 * otherwise. A verified e-mail gets the very same answer (so sign-up does not tell which e-mails have an account)
 * and its owner a notice that they already have one.
 *
 * Only without SMTP, on a fresh install (no user row at all, so no invitation either), is the first account ready
 * at once: there is nobody to impersonate and no mail to verify with. Later sign-ups without SMTP wait, and the
 * answer says no mail went out (`emailSent: false`): the person accepts an invitation instead, or the server's
 * administrator confirms the sign-up (the console's Instance page, lib/instance/administration.ts, or `npm run
 * users:confirm`, lib/users/confirm-sign-up.ts).
 */
export async function signUp(input: SignUpInput, requestedFrom: string | null): Promise<SignUpResult> {
  const passwordHash = await hashPassword(input.password);
  const existing = await prisma.user.findUnique({ where: { email: input.email } });
  if (existing?.emailVerifiedAt) {
    // The same answer as for a new e-mail, so sign-up does not tell who has an account; the owner is told instead.
    sendMailInBackground(
      renderMail({ kind: "exists", to: existing.email, locale: existing.locale, link: mailLink("/sign-in") }),
      "the account already exists",
    );
    return { email: input.email, verificationRequired: true, emailSent: mailConfigured() };
  }
  if (!mailConfigured()) {
    const ready = await transaction(async (tx) => {
      if (existing || (await tx.user.count())) return null;
      const data = {
        passwordHash,
        fullName: input.fullName,
        emailVerifiedAt: new Date(),
        ...(input.timeZone ? { timezone: input.timeZone } : {}),
      };
      const user = await tx.user.create({ data: { id: newObjectId(), email: input.email, ...data } });
      const { organization } = await createOrganization(user.id, { name: input.organizationName });
      return { email: user.email, verificationRequired: false, emailSent: false, userId: user.id, organizationId: organization.id };
    });
    if (ready) return ready;
  }
  const payload: SignUpPayload = {
    passwordHash,
    fullName: input.fullName,
    organizationName: input.organizationName,
    requestedFrom,
    timeZone: input.timeZone,
  };
  const { token, expiresAt } = await issueToken({ purpose: "VERIFY_EMAIL", email: input.email, userId: existing?.id, payload });
  const link = mailLink(`/verify-email?token=${token}`);
  sendMailInBackground(
    renderMail({
      kind: "verify",
      to: input.email,
      locale: existing?.locale,
      timeZone: existing?.timezone,
      link,
      expiresAt,
      requested: { at: new Date(), from: requestedFrom },
    }),
    `confirmation link: ${link} (or confirm it on the console's Instance page, or: npm run users:confirm -- ${input.email})`,
  );
  // Without a mail server nothing went out, and the answer says so: the person is invited, or the administrator confirms.
  return { email: input.email, verificationRequired: true, emailSent: mailConfigured() };
}
