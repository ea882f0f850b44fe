import "server-only";
import type { Tx } from "@/lib/db/client";
import { conflict } from "@/lib/api/errors";

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
