import "server-only";
import { authCache } from "@/lib/auth/auth-change-listener";
import { prisma } from "@/lib/db/client";

const membershipInclude = { role: true } as const;

function findMembership(organizationId: string, userId: string) {
  return prisma.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    include: membershipInclude,
  });
}

/** A session's membership with its role, cached in process until either changes (a key carries its own). */
export function loadMembership(organizationId: string, userId: string) {
  return authCache().get(
    `membership:${organizationId}:${userId}`,
    () => findMembership(organizationId, userId),
    (row) => [`membership:${row.id}`, `role:${row.roleId}`],
  );
}
