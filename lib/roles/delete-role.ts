import "server-only";
import { prisma } from "@/lib/db/client";
import { conflict } from "@/lib/api/errors";
import { ROLE_TYPE_SYSTEM } from "@/lib/permissions/system-roles";
import { getRoleOrThrow } from "./get-role-or-throw";
import { serializeRole, type Role } from "./schemas";
import { systemRoleImmutable } from "./update-role";

const roleInUse = (count: number) =>
  conflict(`${count === 1 ? "A member holds" : `${count} members hold`} this role: give them another role first.`, "ROLE_IN_USE");
const roleHeldByServiceAccounts = () => conflict("Service accounts hold this role: give them another role first.", "ROLE_IN_USE");

/** Extension DELETE roles/{roleId}: a custom role no member holds. */
export async function deleteRole(organizationId: string, roleId: string): Promise<Role> {
  const role = await getRoleOrThrow({ id: roleId, organizationId });
  if (role.type === ROLE_TYPE_SYSTEM) throw systemRoleImmutable();
  if (role._count.memberships > 0) throw roleInUse(role._count.memberships);
  if (role._count.serviceAccounts > 0) throw roleHeldByServiceAccounts();
  try {
    await prisma.role.delete({ where: { id: role.id } });
  } catch (error) {
    // A member was given the role after we counted: the foreign key refuses the delete.
    if ((error as { code?: unknown } | null)?.code === "P2003") throw roleInUse(1);
    throw error;
  }
  return serializeRole(role);
}
