import "server-only";
import { transaction } from "@/lib/db/transaction";
import { conflict } from "@/lib/api/errors";
import { type Actor } from "@/lib/permissions/member-authority";
import { assertMayGrantStatements } from "@/lib/permissions/refusals";
import { ROLE_TYPE_SYSTEM } from "@/lib/permissions/system-roles";
import { systemTypeRefused } from "./create-role";
import { getRoleOrThrow } from "./get-role-or-throw";
import { assertRoleNameFree, isUniqueViolation } from "./role-name";
import { roleInclude, serializeRole, type Role, type UpdateRoleInput } from "./schemas";
import { validateRoleStatements } from "./validate-role-statements";

export const systemRoleImmutable = () =>
  conflict("System roles (Owner, Admin, Viewer) cannot be changed. Create a custom role instead.", "SYSTEM_ROLE_IMMUTABLE");

/** Operation 15: custom roles only; what the body gives replaces what was. */
export async function updateRole(organizationId: string, actor: Actor, roleId: string, input: UpdateRoleInput): Promise<Role> {
  const role = await getRoleOrThrow({ id: roleId, organizationId });
  if (role.type === ROLE_TYPE_SYSTEM) throw systemRoleImmutable();
  if (input.type === ROLE_TYPE_SYSTEM) throw systemTypeRefused();
  const statements = input.statements ? await validateRoleStatements(organizationId, input.statements) : undefined;
  if (statements) assertMayGrantStatements(actor, statements);
  try {
    return await transaction(async (tx) => {
      if (input.name !== undefined) await assertRoleNameFree(tx, organizationId, input.name, role.id);
      const updated = await tx.role.update({
        where: { id: role.id },
        data: {
          name: input.name,
          description: input.description === undefined ? undefined : input.description || null,
          statements,
        },
        include: roleInclude,
      });
      return serializeRole(updated);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A role named "${input.name}" already exists in this organization.`, "ROLE_NAME_TAKEN");
    throw error;
  }
}
