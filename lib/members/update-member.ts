import "server-only";
import { withOrganizationLock } from "@/lib/db/row-lock";
import { getRoleOrThrow } from "@/lib/roles/get-role-or-throw";
import { getMembershipOrThrow } from "./get-membership-or-throw";
import { isOwnerRole, type Actor } from "@/lib/permissions/member-authority";
import { assertMayChangeMember, assertMayHandOutRole } from "@/lib/permissions/refusals";
import { memberInclude, serializeMember, type Member } from "./member-schema";
import { assertAnotherOwnerRemains } from "./owner-guard";
import type { UpdateMemberInput } from "./schemas";

/**
 * Operation 12: role and expiry. The last Owner can be neither demoted nor given an expiry (409 LAST_OWNER);
 * the organization's lock keeps two Owners demoting each other at once from both succeeding.
 */
export async function updateMember(organizationId: string, actor: Actor, userId: string, input: UpdateMemberInput): Promise<Member> {
  return withOrganizationLock(organizationId, async (tx) => {
    const target = await getMembershipOrThrow({ userId, organizationId }, tx);
    const role = await getRoleOrThrow({ id: input.roleId, organizationId }, tx);
    assertMayChangeMember(actor, target);
    assertMayHandOutRole(actor, role);
    const expiresAt = input.expiresAt ?? null;
    if (isOwnerRole(target.role) && (!isOwnerRole(role) || expiresAt)) {
      await assertAnotherOwnerRemains(tx, organizationId, target.id);
    }
    const updated = await tx.membership.update({
      where: { id: target.id },
      data: { roleId: role.id, expiresAt },
      include: memberInclude,
    });
    return serializeMember(updated);
  });
}
