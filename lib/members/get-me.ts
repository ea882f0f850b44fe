import "server-only";
import { prisma } from "@/lib/db/client";
import { PERMISSIONS } from "@/lib/permissions/catalogue";
import type { PermissionId } from "@/lib/permissions/permission-ids";
import { grantsBelow } from "@/lib/permissions/statements";
import { memberInclude, serializeMember, type Me } from "./member-schema";

/**
 * Extension GET /me: the caller's member record, the permissions it holds on the whole organization, and the
 * grants its role makes on single apps and platforms, so the console can enable buttons per app.
 */
export async function getMe(
  organizationId: string,
  user: { id: string; email: string; reviewer: boolean; instanceAdmin: boolean },
  can: (action: PermissionId) => boolean,
  statements: readonly string[],
): Promise<Me> {
  const membership = await prisma.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId: user.id } },
    include: memberInclude,
  });
  return {
    userId: user.id,
    email: user.email,
    reviewer: user.reviewer,
    instanceAdmin: user.instanceAdmin,
    member: membership ? serializeMember(membership) : null,
    permissions: PERMISSIONS.filter((p) => can(p.id)).map((p) => p.id),
    grants: grantsBelow(statements, organizationId),
  };
}
