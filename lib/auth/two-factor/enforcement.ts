import "server-only";
import { prisma } from "@/lib/db/client";
import { forbidden } from "@/lib/api/errors";
import { authCache } from "@/lib/auth/auth-change-listener";

/** Whether the organization requires two-factor, cached in process until the flag changes (see its trigger). */
async function organizationRequiresTwoFactor(organizationId: string): Promise<boolean> {
  const row = await authCache().get(
    `organization-two-factor:${organizationId}`,
    () => prisma.organization.findUnique({ where: { id: organizationId }, select: { id: true, requireTwoFactor: true } }),
    (org) => [`organization:${org.id}`],
  );
  return !!row?.requireTwoFactor;
}

/**
 * Where a session's access to an organization is decided (the API wrapper, the console's organization layout): a
 * member without a second factor does not reach an organization that requires one. API keys are not asked (their
 * policy covers them), nor a platform reviewer acting without a membership.
 */
export async function lacksRequiredTwoFactor(
  caller: { via: "session" | "apiKey" | "serviceAccount"; user: { twoFactorSince: Date | null } | null },
  organizationId: string,
): Promise<boolean> {
  if (caller.via !== "session" || caller.user?.twoFactorSince) return false;
  return organizationRequiresTwoFactor(organizationId);
}

export async function assertTwoFactorMet(caller: Parameters<typeof lacksRequiredTwoFactor>[0], organizationId: string) {
  if (await lacksRequiredTwoFactor(caller, organizationId)) {
    throw forbidden("This organization requires two-factor sign-in. Set it up in your profile, then try again.", "TWO_FACTOR_REQUIRED");
  }
}
