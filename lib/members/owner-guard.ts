import "server-only";
import type { Tx } from "@/lib/db/client";
import { conflict } from "@/lib/api/errors";

/**
 * 409 LAST_OWNER unless another Owner remains: one who accepted their invitation (a pending one has no access and
 * may never accept) and whose membership does not expire or has not expired.
 */
export async function assertAnotherOwnerRemains(tx: Tx, organizationId: string, membershipId: string) {
  const others = await tx.membership.count({
    where: {
      organizationId,
      id: { not: membershipId },
      role: { systemKey: "owner" },
      invitationStatus: "ACCEPTED",
      OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }],
    },
  });
  if (others === 0) {
    throw conflict("This is the organization's last Owner: make another member Owner first.", "LAST_OWNER");
  }
}
