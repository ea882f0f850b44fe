import "server-only";
import { withOrganizationLock } from "@/lib/db/row-lock";
import { getMembershipOrThrow } from "./get-membership-or-throw";
import { isOwnerRole, type Actor } from "@/lib/permissions/member-authority";
import { assertMayChangeMember } from "@/lib/permissions/refusals";
import { serializeMember, type Member } from "./member-schema";
import { assertAnotherOwnerRemains } from "./owner-guard";

/**
 * Extension DELETE members/{userId}, under the organization's lock (see updateMember). The member's API keys go
 * with the membership, so they stop working at once.
 */
export async function removeMember(organizationId: string, actor: Actor, userId: string): Promise<Member> {
  return withOrganizationLock(organizationId, async (tx) => {
    const target = await getMembershipOrThrow({ userId, organizationId }, tx);
    assertMayChangeMember(actor, target);
    if (isOwnerRole(target.role)) await assertAnotherOwnerRemains(tx, organizationId, target.id);
    await tx.membership.delete({ where: { id: target.id } });
    return serializeMember(target);
  });
}
