import "server-only";
import type { Actor } from "@/lib/permissions/member-authority";
import { withServiceAccount } from "./service-account-lock";
import { serializeServiceAccount } from "./service-account-rows";

/** Extension DELETE service-accounts/{id}: the account and every key of it, which stop working at once. */
export function deleteServiceAccount(organizationId: string, actor: Actor, id: string) {
  return withServiceAccount(organizationId, id, actor, async (tx, account) => {
    await tx.serviceAccount.delete({ where: { id: account.id } });
    return serializeServiceAccount(account);
  });
}
