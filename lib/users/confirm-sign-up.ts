import "server-only";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { issueToken, useToken } from "@/lib/auth/tokens";
import { emailSchema } from "@/lib/email-schema";
import { mailLink } from "@/lib/public-origin";
import type { SignUpPayload } from "./sign-up";
import { applySignUp, invalidLink } from "./verify-email";

type PendingSignUp = { requestedAt: Date; fullName: string; organizationName: string; requestedFrom: string | null };

type ConfirmOutcome =
  | { status: "confirmed"; email: string; userId: string; organizationId: string; organizationName: string }
  | { status: "already-confirmed"; email: string }
  | { status: "none-pending"; email: string }
  | { status: "choose"; email: string; pending: PendingSignUp[] };

async function liveSignUps(email: string) {
  const rows = await prisma.authToken.findMany({
    where: { purpose: "VERIFY_EMAIL", email, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((row) => {
    const payload = row.payload as SignUpPayload;
    const pending: PendingSignUp = {
      requestedAt: row.createdAt,
      fullName: payload.fullName,
      organizationName: payload.organizationName,
      requestedFrom: payload.requestedFrom ?? null,
    };
    return { row, pending };
  });
}

/**
 * The administrator's confirmation of a sign-up on a server that sends no mail (`npm run users:confirm`): the
 * administrator vouches for the address instead of a link, and the person then signs in with the password they
 * chose at sign-up. Several sign-ups may wait for one address (someone else may have used it with their own
 * password): then nothing happens until the administrator picks one (`pick`, 1 = the oldest) after asking the
 * person which is theirs (when, from where, which organization name). The rest end with it, as with a link.
 */
export async function confirmSignUp(address: string, pick?: number): Promise<ConfirmOutcome> {
  const email = emailSchema.parse(address);
  const user = await prisma.user.findUnique({ where: { email } });
  if (user?.emailVerifiedAt) return { status: "already-confirmed", email };
  const live = await liveSignUps(email);
  if (live.length === 0) return { status: "none-pending", email };
  if (pick === undefined && live.length > 1) return { status: "choose", email, pending: live.map((entry) => entry.pending) };
  const chosen = live[(pick ?? 1) - 1];
  if (!chosen) throw new RangeError(`There are ${live.length} sign-ups waiting for ${email}: pick one of 1 to ${live.length}.`);
  const created = await transaction(async (tx) => {
    if (!(await useToken(chosen.row.id, tx))) throw invalidLink("confirmation");
    return applySignUp(chosen.row, tx);
  });
  return { status: "confirmed", ...created, organizationName: chosen.pending.organizationName };
}

/**
 * A password reset link the administrator hands over in person (`npm run users:reset-link`), for a server without
 * mail: the same single-use, one-hour link "Forgot password" would e-mail. Null when no account uses the address.
 */
export async function resetLinkFor(address: string) {
  const email = emailSchema.parse(address);
  const user = await prisma.user.findUnique({ where: { email } });
  if (!user) return null;
  const { token, expiresAt } = await issueToken({ purpose: "RESET_PASSWORD", email, userId: user.id });
  return { email, link: mailLink(`/reset-password?token=${token}`), expiresAt };
}
