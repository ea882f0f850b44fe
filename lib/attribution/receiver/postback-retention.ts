import "server-only";
import { prisma } from "@/lib/db/client";
import { postbackRetentionDays, QUARANTINE_RETENTION_DAYS } from "./postback-settings";

const DAY_MS = 86_400_000;
const BATCH = 1000;

async function deleteInBatches(cutoff: Date, quarantinedOnly: boolean): Promise<number> {
  let deleted = 0;
  for (;;) {
    const count = quarantinedOnly
      ? await prisma.$executeRaw`
          DELETE FROM "Postback" WHERE "id" IN (
            SELECT "id" FROM "Postback" WHERE "receivedAt" < ${cutoff} AND "outcome" = 'QUARANTINED' LIMIT ${BATCH})`
      : await prisma.$executeRaw`
          DELETE FROM "Postback" WHERE "id" IN (SELECT "id" FROM "Postback" WHERE "receivedAt" < ${cutoff} LIMIT ${BATCH})`;
    deleted += count;
    if (count < BATCH) return deleted;
  }
}

/**
 * The postbacks' retention, in the event worker's timed sweep: every postback older than POSTBACK_RETENTION_DAYS
 * (90 by default), quarantined (unreadable) ones after 7 days. The attribution rollup keeps what they counted.
 * Answers how many were deleted.
 */
export async function deleteExpiredPostbacks(now = new Date(), days = postbackRetentionDays()): Promise<number> {
  const all = await deleteInBatches(new Date(now.getTime() - days * DAY_MS), false);
  return all + (await deleteInBatches(new Date(now.getTime() - QUARANTINE_RETENTION_DAYS * DAY_MS), true));
}
