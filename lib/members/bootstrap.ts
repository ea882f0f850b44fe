import "server-only";
import { transaction } from "@/lib/db/transaction";
import { hashPassword } from "@/lib/auth/password";
import { newObjectId } from "@/lib/new-object-id";
import { rotateApiKey } from "./rotate-api-key";
import { createOrganization } from "@/lib/organizations/create-organization";
import { emailSchema } from "@/lib/email-schema";
import { timeZoneSchema } from "@/lib/time-zone-schema";

type BootstrapInput = { email: string; password: string; organization: string; fullName?: string; reviewer?: boolean; timeZone?: string };

/** The operator's and the tests' way in: see scripts/bootstrap.ts. */
export async function runBootstrap(input: BootstrapInput) {
  const email = emailSchema.parse(input.email);
  const timeZone = input.timeZone === undefined ? undefined : timeZoneSchema.parse(input.timeZone);
  const passwordHash = await hashPassword(input.password);
  return transaction(async (tx) => {
    const existing = await tx.user.findUnique({ where: { email } });
    const user = existing
      ? await tx.user.update({
          where: { id: existing.id },
          data: { passwordHash, emailVerifiedAt: existing.emailVerifiedAt ?? new Date(), ...(input.reviewer ? { reviewer: true } : {}) },
        })
      : await tx.user.create({
          data: {
            id: newObjectId(),
            email,
            passwordHash,
            emailVerifiedAt: new Date(),
            fullName: input.fullName ?? email.split("@")[0],
            reviewer: !!input.reviewer,
            ...(timeZone ? { timezone: timeZone } : {}),
          },
        });
    let membership = await tx.membership.findFirst({
      where: { userId: user.id, organization: { name: input.organization } },
      orderBy: { joinedAt: "asc" },
    });
    if (!membership) {
      membership = (await createOrganization(user.id, { name: input.organization })).membership;
    } else {
      const owner = await tx.role.findFirstOrThrow({ where: { organizationId: membership.organizationId, systemKey: "owner" } });
      if (membership.roleId !== owner.id || membership.expiresAt || membership.invitationStatus !== "ACCEPTED") {
        membership = await tx.membership.update({
          where: { id: membership.id },
          data: { roleId: owner.id, expiresAt: null, invitationStatus: "ACCEPTED" },
        });
      }
    }
    const { apiKey } = await rotateApiKey(membership.id);
    return { organizationId: membership.organizationId, userId: user.id, apiKey };
  });
}
