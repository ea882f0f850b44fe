import "server-only";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import { revokeUserSessions } from "@/lib/auth/sessions";
import { findLiveToken, issueToken, retireTokens, useToken } from "@/lib/auth/tokens";
import { renderMail } from "@/lib/mail/messages";
import { sendMailInBackground } from "@/lib/mail/transport";
import { mailLink } from "@/lib/public-origin";
import { invalidLink } from "./verify-email";

/**
 * "Forgot password": e-mails a single-use link (1 hour) when the e-mail has an account. The caller answers the
 * same whatever happened here; the mail leaves in the background so the timing does not tell either.
 */
export async function requestPasswordReset(email: string) {
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) return;
  const { token, expiresAt } = await issueToken({ purpose: "RESET_PASSWORD", email, userId: user.id });
  const link = mailLink(`/reset-password?token=${token}`);
  sendMailInBackground(
    renderMail({ kind: "reset", to: email, locale: user.locale, timeZone: user.timezone, link, expiresAt }),
    `reset link: ${link}`,
  );
}

/**
 * Sets the new password and ends every session of the account. Opening the link proves the mailbox, so the
 * e-mail counts as verified from now on.
 */
export async function resetPassword(token: string, password: string) {
  const passwordHash = await hashPassword(password);
  return transaction(async (tx) => {
    const row = await findLiveToken(token, "RESET_PASSWORD", tx);
    if (!row?.userId || !(await useToken(row.id, tx))) throw invalidLink("reset");
    const user = await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, emailVerifiedAt: new Date() },
    });
    await retireTokens({ purpose: "RESET_PASSWORD", email: row.email }, tx);
    await retireTokens({ purpose: "VERIFY_EMAIL", email: row.email }, tx);
    await revokeUserSessions(user.id, {}, tx);
    return { email: user.email };
  });
}
