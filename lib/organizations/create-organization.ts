import "server-only";
import type { Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { forbidden, notFound, badRequest } from "@/lib/api/errors";
import { newObjectId } from "@/lib/new-object-id";
import { isAllowed, organizationTarget } from "@/lib/permissions/statements";
import { ROLE_TYPE_SYSTEM, systemRoleDefinitions } from "@/lib/permissions/system-roles";
import { DEFAULT_ENABLED_FEATURES, MAX_ORGANIZATION_DEPTH, type CreateOrganizationInput } from "./schemas";

/** Creates an organization with its three system roles and makes `userId` its Owner, in one transaction. */
export async function createOrganization(userId: string, input: CreateOrganizationInput) {
  const work = async (db: Tx) => {
    let depth = 0;
    if (input.parentOrganizationId) {
      const parent = await db.organization.findUnique({
        where: { id: input.parentOrganizationId },
        include: { memberships: { where: { userId, invitationStatus: "ACCEPTED" }, include: { role: true } } },
      });
      const membership = parent?.memberships[0];
      if (!parent || !membership) throw notFound("Parent organization");
      const active = !membership.expiresAt || membership.expiresAt > new Date();
      if (!active || !isAllowed(membership.role.statements, "organization:create", organizationTarget(parent.id))) {
        throw forbidden("You may create child organizations only under organizations you own.", "PERMISSION_DENIED");
      }
      depth = parent.depth + 1;
      if (depth > MAX_ORGANIZATION_DEPTH) {
        throw badRequest(`Organizations nest at most ${MAX_ORGANIZATION_DEPTH} levels deep.`, "VALIDATION_FAILED", [
          { path: "parentOrganizationId", message: "is already at the deepest level" },
        ]);
      }
    }
    // The creator's own zone unless one is given: a Seoul studio's first schedule reads in Seoul time.
    const timeZone = input.timeZone ?? (await db.user.findUnique({ where: { id: userId }, select: { timezone: true } }))?.timezone;
    const organization = await db.organization.create({
      data: {
        id: newObjectId(),
        name: input.name,
        description: input.description,
        parentOrganizationId: input.parentOrganizationId,
        depth,
        enabledFeatures: DEFAULT_ENABLED_FEATURES,
        timeZone,
      },
    });
    const roles = systemRoleDefinitions(organization.id).map((role) => ({
      id: newObjectId(),
      organizationId: organization.id,
      type: ROLE_TYPE_SYSTEM,
      ...role,
    }));
    await db.role.createMany({ data: roles });
    const owner = roles.find((role) => role.systemKey === "owner")!;
    const membership = await db.membership.create({
      data: { id: newObjectId(), organizationId: organization.id, userId, roleId: owner.id },
    });
    return { organization, membership, ownerRole: owner };
  };
  return transaction(work);
}
