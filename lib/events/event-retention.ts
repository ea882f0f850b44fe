import "server-only";
import { prisma } from "@/lib/db/client";
import { EVENT_RETENTION_DAYS } from "./event-types";

const BATCH = 1000;
const DAY_MS = 86_400_000;

/** Deletes events older than the retention period (with their deliveries and notifications), a bounded batch at a time. */
export async function deleteExpiredEvents(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - EVENT_RETENTION_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    const count = await prisma.$executeRaw`
      DELETE FROM "Event" WHERE "id" IN (
        SELECT "id" FROM "Event" WHERE "createdAt" < ${cutoff} ORDER BY "createdAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)`;
    deleted += count;
    if (count < BATCH) return deleted;
  }
}
