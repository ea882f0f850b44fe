import "server-only";
import { canonicalTimeZone } from "@/lib/time-zone-names";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { ApiError, badRequest, conflict } from "@/lib/api/errors";
import { verifyPassword } from "@/lib/auth/password";
import { findLiveToken, retireTokens, useToken } from "@/lib/auth/tokens";
import { newObjectId } from "@/lib/new-object-id";
import { createOrganization } from "@/lib/organizations/create-organization";
import type { SignUpPayload } from "./sign-up";

export const invalidLink = (what: string) =>
  new ApiError(400, `This ${what} link is invalid, was already used or has expired.`, "TOKEN_INVALID");

/**
 * Opens a sign-up's confirmation link with the password chosen at sign-up: the account (password, name) and its
 * first organization now exist. The link proves the mailbox, the password proves it is the same person who
 * signed up; a wrong password leaves the link as it was (a typo can be retried).
 */
export async function verifyEmail(token: string, password: string) {
  const pending = await findLiveToken(token, "VERIFY_EMAIL");
  if (!pending) throw invalidLink("confirmation");
  if (!(await verifyPassword(password, (pending.payload as SignUpPayload).passwordHash))) {
    throw badRequest("This is not the password chosen when signing up with this e-mail.", "WRONG_PASSWORD", [
      { path: "password", message: "is not the password chosen at sign-up" },
    ]);
  }
  return transaction(async (tx) => {
    const row = await findLiveToken(token, "VERIFY_EMAIL", tx);
    if (!row || !(await useToken(row.id, tx))) throw invalidLink("confirmation");
    return applySignUp(row, tx);
  });
}

/**
 * What a confirmed sign-up makes, inside the transaction that used its token: the account (password, name; an
 * invited user's row gets them) and its first organization. Every other pending sign-up for the address ends.
 */
export async function applySignUp(row: { email: string; payload: unknown }, tx: Tx) {
  const payload = row.payload as SignUpPayload;
  const existing = await tx.user.findUnique({ where: { email: row.email } });
  if (existing?.emailVerifiedAt) throw conflict("This e-mail is already confirmed. Sign in instead.", "EMAIL_TAKEN");
  // The zone the person's browser reported at sign-up (an invited row still has the default UTC).
  const timeZone = canonicalTimeZone(payload.timeZone);
  const data = {
    passwordHash: payload.passwordHash,
    fullName: payload.fullName,
    emailVerifiedAt: new Date(),
    ...(timeZone ? { timezone: timeZone } : {}),
  };
  const user = existing
    ? await tx.user.update({ where: { id: existing.id }, data })
    : await tx.user.create({ data: { id: newObjectId(), email: row.email, ...data } });
  // Other sign-ups with this e-mail (someone else's password among them, perhaps) die with this one.
  await retireTokens({ purpose: "VERIFY_EMAIL", email: row.email }, tx);
  const { organization } = await createOrganization(user.id, { name: payload.organizationName });
  return { userId: user.id, email: user.email, organizationId: organization.id };
}
