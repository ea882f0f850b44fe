import "server-only";
import type { Tx } from "../db/client";

/**
 * Takes the organization's row lock until the transaction ends, so writes that read-then-write per
 * organization (ledger balance, first settlement registration) run one at a time. NO KEY UPDATE leaves the
 * key-share locks of foreign-key checks free, so inserts of the organization's other rows never wait on it.
 * Returns false when the organization does not exist.
 */
export async function lockOrganization(tx: Tx, organizationId: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Organization" WHERE "id" = ${organizationId} FOR NO KEY UPDATE`;
  return rows.length === 1;
}
