import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { notFound } from "@/lib/api/errors";
import { memberInclude } from "./member-schema";

/** A member of this organization by user id (Member `_id`), or 404: another organization's member is not found here. */
export async function getMembershipOrThrow({ userId, organizationId }: { userId: string; organizationId: string }, db: Tx = prisma) {
  const membership = await db.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    include: memberInclude,
  });
  if (!membership) throw notFound("Member");
  return membership;
}
