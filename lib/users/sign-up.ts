import "server-only";
import { prisma } from "../db/client";
import { conflict } from "../api/errors";
import { hashPassword } from "../auth/password";
import { newObjectId } from "../ids";
import { createOrganization } from "../organizations/create-organization";
import type { SignUpInput } from "./schemas";

/**
 * Creates the user and their first organization (they become its Owner). An e-mail that was invited
 * before it had an account exists without a password: signing up claims it and keeps its memberships.
 */
export async function signUp(input: SignUpInput) {
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email: input.email } });
    if (existing?.passwordHash) throw conflict("An account with this e-mail already exists. Sign in instead.", "EMAIL_TAKEN");
    const user = existing
      ? await tx.user.update({ where: { id: existing.id }, data: { passwordHash, fullName: input.fullName } })
      : await tx.user.create({ data: { id: newObjectId(), email: input.email, passwordHash, fullName: input.fullName } });
    const { organization } = await createOrganization(user.id, { name: input.organizationName }, tx);
    return { userId: user.id, email: user.email, organizationId: organization.id };
  });
}
