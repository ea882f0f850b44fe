import "server-only";
import type { Tx } from "../db/client";
import { conflict } from "../api/errors";

/**
 * Serializes changes that could leave an organization without an Owner: two Owners demoting each other at the
 * same moment must not both succeed. Call first inside the transaction.
 */
export async function lockOrganizationMembers(tx: Tx, organizationId: string) {
  await tx.$queryRaw`SELECT "id" FROM "Organization" WHERE "id" = ${organizationId} FOR UPDATE`;
}

/** 409 LAST_OWNER unless another Owner, whose membership does not expire or has not expired, remains. */
export async function assertAnotherOwnerRemains(tx: Tx, organizationId: string, membershipId: string) {
  const others = await tx.membership.count({
    where: {
      organizationId,
      id: { not: membershipId },
      role: { systemKey: "owner" },
      OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
    },
  });
  if (others === 0) {
    throw conflict("This is the organization's last Owner: make another member Owner first.", "LAST_OWNER");
  }
}
