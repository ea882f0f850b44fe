import "server-only";
import { prisma } from "../db/client";
import { PERMISSIONS } from "../permissions/catalogue";
import { memberInclude, meSchema, serializeMember, type Me } from "./member-schema";

/** Extension GET /me: the caller's member record and the permissions the console may enable. */
export async function getMe(
  organizationId: string,
  user: { id: string; email: string; reviewer: boolean },
  can: (action: string) => boolean,
): Promise<Me> {
  const membership = await prisma.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId: user.id } },
    include: memberInclude,
  });
  return meSchema.parse({
    userId: user.id,
    email: user.email,
    reviewer: user.reviewer,
    member: membership ? serializeMember(membership) : null,
    permissions: PERMISSIONS.filter((p) => can(p.id)).map((p) => p.id),
  });
}
