import "server-only";
import { transaction } from "@/lib/db/transaction";
import { badRequest, conflict } from "@/lib/api/errors";
import { newObjectId } from "@/lib/new-object-id";
import { type Actor } from "@/lib/permissions/member-authority";
import { assertMayGrantStatements } from "@/lib/permissions/refusals";
import { ROLE_TYPE_CUSTOM, ROLE_TYPE_SYSTEM } from "@/lib/permissions/system-roles";
import { assertRoleNameFree, isUniqueViolation } from "./role-name";
import { roleInclude, serializeRole, type CreateRoleInput, type Role } from "./schemas";
import { validateRoleStatements } from "./validate-role-statements";

export const systemTypeRefused = () =>
  badRequest("Only ORGANIZATION_ROLE_TYPE_CUSTOM roles can be created or edited.", "VALIDATION_FAILED", [
    { path: "type", message: "must be ORGANIZATION_ROLE_TYPE_CUSTOM: a custom role cannot become a system role" },
  ]);

/** Extension POST roles: a custom role whose statements fit the organization's tree and the caller's own powers. */
export async function createRole(organizationId: string, actor: Actor, input: CreateRoleInput): Promise<Role> {
  if (input.type === ROLE_TYPE_SYSTEM) throw systemTypeRefused();
  const statements = await validateRoleStatements(organizationId, input.statements);
  assertMayGrantStatements(actor, statements);
  try {
    return await transaction(async (tx) => {
      await assertRoleNameFree(tx, organizationId, input.name);
      const role = await tx.role.create({
        data: {
          id: newObjectId(),
          organizationId,
          name: input.name,
          description: input.description || null,
          type: ROLE_TYPE_CUSTOM,
          statements,
        },
        include: roleInclude,
      });
      return serializeRole(role);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A role named "${input.name}" already exists in this organization.`, "ROLE_NAME_TAKEN");
    throw error;
  }
}
