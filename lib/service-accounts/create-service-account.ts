import "server-only";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { type Actor } from "@/lib/permissions/member-authority";
import { assertMayHandOutRole } from "@/lib/permissions/refusals";
import { getRoleOrThrow } from "@/lib/roles/get-role-or-throw";
import { isUniqueViolation } from "@/lib/roles/role-name";
import { issueKey } from "./issue-key";
import type { CreateServiceAccountInput } from "./schemas";
import {
  assertServiceAccountNameFree,
  serializeServiceAccount,
  serviceAccountInclude,
  serviceAccountNameTaken,
} from "./service-account-rows";

/** Extension POST service-accounts: the account with its first key, whose role the caller could give a member. */
export async function createServiceAccount(organizationId: string, actor: Actor, by: string, input: CreateServiceAccountInput) {
  try {
    return await transaction(async (tx) => {
      const role = await getRoleOrThrow({ id: input.roleId, organizationId }, tx);
      assertMayHandOutRole(actor, role);
      await assertServiceAccountNameFree(tx, organizationId, input.name);
      const id = newObjectId();
      await tx.serviceAccount.create({
        data: { id, organizationId, name: input.name, description: input.description || null, roleId: role.id, createdById: by },
      });
      const { apiKey } = await issueKey(tx, { id, organizationId }, input.keyPolicy, by);
      const row = await tx.serviceAccount.findUniqueOrThrow({ where: { id }, include: serviceAccountInclude() });
      return { ...serializeServiceAccount(row), apiKey };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw serviceAccountNameTaken(input.name);
    throw error;
  }
}
