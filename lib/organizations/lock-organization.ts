import "server-only";
import { prisma, type Tx } from "../db/client";
import { ApiError, notFound } from "../api/errors";

// A burst of writes to one organization queues on its row lock, and each waiting transaction holds a pooled
// connection: give them longer than Prisma's defaults (2 s to start, 5 s to finish) before giving up.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 15_000 };

/**
 * Runs `work` in a transaction holding the organization's row lock, so writes that read then write per
 * organization (the ledger balance, the first settlement registration) run one at a time. NO KEY UPDATE leaves
 * the key-share locks of foreign-key checks free, so inserts of the organization's other rows never wait on it.
 * 404 when the organization does not exist; 503 LOCK_TIMEOUT when the queue is too long to wait out.
 */
export async function withOrganizationLock<T>(organizationId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return withOrganizationsLock([organizationId], work);
}

/**
 * The same for several organizations at once (a delivery report spans many): their locks are taken in id
 * order, so two transactions locking overlapping sets never wait on each other in a cycle.
 */
export async function withOrganizationsLock<T>(organizationIds: readonly string[], work: (tx: Tx) => Promise<T>): Promise<T> {
  const ids = [...new Set(organizationIds)].sort();
  try {
    return await prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Organization" WHERE "id" = ANY(${ids}::text[]) ORDER BY "id" FOR NO KEY UPDATE`;
      if (rows.length !== ids.length) throw notFound("Organization");
      return work(tx);
    }, TRANSACTION_OPTIONS);
  } catch (error) {
    if ((error as { code?: unknown })?.code === "P2028") {
      throw new ApiError(503, "Too many changes to this organization at once; try again in a moment.", "LOCK_TIMEOUT", {
        headers: { "Retry-After": "1" },
      });
    }
    throw error;
  }
}
