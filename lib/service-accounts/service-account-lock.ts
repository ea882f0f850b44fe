import "server-only";
import { notFound } from "@/lib/api/errors";
import type { Tx } from "@/lib/db/client";
import { withRowLock } from "@/lib/db/row-lock";
import { type Actor } from "@/lib/permissions/member-authority";
import { assertMayHandOutRole } from "@/lib/permissions/refusals";
import { getServiceAccountOrThrow, type ServiceAccountRow } from "./service-account-rows";

/**
 * A change to a service account or its keys: under the account's row lock, authorised on the row read under it.
 * Whoever changes an account, or holds one of its keys, must be able to give its role: nobody reaches, through
 * an account, more than they hold themselves.
 */
export function withServiceAccount<T>(
  organizationId: string,
  serviceAccountId: string,
  actor: Actor,
  work: (tx: Tx, account: ServiceAccountRow) => Promise<T>,
): Promise<T> {
  return withRowLock(
    { table: "ServiceAccount", id: serviceAccountId, organizationId },
    () => notFound("Service account"),
    async (tx) => {
      const account = await getServiceAccountOrThrow(tx, { id: serviceAccountId, organizationId });
      assertMayHandOutRole(actor, account.role);
      return work(tx, account);
    },
  );
}
