import "server-only";
import { type Actor } from "@/lib/permissions/member-authority";
import { assertMayHandOutRole } from "@/lib/permissions/refusals";
import { getRoleOrThrow } from "@/lib/roles/get-role-or-throw";
import { isUniqueViolation } from "@/lib/roles/role-name";
import type { UpdateServiceAccountInput } from "./schemas";
import { withServiceAccount } from "./service-account-lock";
import {
  assertServiceAccountNameFree,
  serializeServiceAccount,
  serviceAccountInclude,
  serviceAccountNameTaken,
} from "./service-account-rows";

/** Extension PATCH service-accounts/{id}: name, description, role (both the old and the new one within the caller's). */
export async function updateServiceAccount(organizationId: string, actor: Actor, id: string, input: UpdateServiceAccountInput) {
  try {
    return await withServiceAccount(organizationId, id, actor, async (tx, account) => {
      if (input.roleId !== undefined) assertMayHandOutRole(actor, await getRoleOrThrow({ id: input.roleId, organizationId }, tx));
      if (input.name !== undefined) await assertServiceAccountNameFree(tx, organizationId, input.name, account.id);
      const row = await tx.serviceAccount.update({
        where: { id: account.id },
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description || null } : {}),
          ...(input.roleId !== undefined ? { roleId: input.roleId } : {}),
        },
        include: serviceAccountInclude(),
      });
      return serializeServiceAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.name) throw serviceAccountNameTaken(input.name);
    throw error;
  }
}
