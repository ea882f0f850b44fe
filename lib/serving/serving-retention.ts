import "server-only";
import { prisma } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import type { ChangePosition } from "./schemas";
import { setting } from "@/lib/config";

// The serving change log is kept SERVING_CHANGES_RETENTION_DAYS days (7 unless set). A client whose cursor is
// older than what is kept has missed changes: serving/changes answers it 410 and it reads the feed in full again.
// ServingChangeHorizon holds the highest position (xact, seq) deleted, so that answer is exact even where positions
// skip numbers (a rolled-back transaction's): a cursor at or past it lost nothing. Only entries of transactions older
// than every one still running are deleted, so the horizon is always before a full read's changesCursor.

const BATCH = 1000;
const DAY_MS = 86_400_000;

export function servingChangesRetentionDays(env: Record<string, string | undefined> = process.env): number {
  return setting("SERVING_CHANGES_RETENTION_DAYS", env);
}

/** The highest change-log position the retention has deleted ((0, 0) when it never has). */
export async function prunedThrough(): Promise<ChangePosition> {
  const row = await prisma.servingChangeHorizon.findUnique({ where: { id: 1 }, select: { prunedXact: true, prunedThrough: true } });
  return { xact: row?.prunedXact ?? 0n, seq: row?.prunedThrough ?? 0n };
}

/** Deletes the change log's entries older than the retention, a bounded batch per transaction. Answers how many. */
export async function pruneServingChanges(now = new Date(), days = servingChangesRetentionDays()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  let deleted = 0;
  for (;;) {
    const count = await transaction(async (tx) => {
      const rows = await tx.$queryRaw<ChangePosition[]>`
        DELETE FROM "ServingChange" WHERE "seq" IN (
          SELECT "seq" FROM "ServingChange"
          WHERE "createdAt" < ${cutoff} AND "xact" < (SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint)
          ORDER BY "xact", "seq" LIMIT ${BATCH})
        RETURNING "xact", "seq"`;
      if (rows.length === 0) return 0;
      const through = rows.reduce((max, row) => (row.xact > max.xact || (row.xact === max.xact && row.seq > max.seq) ? row : max));
      await tx.$executeRaw`
        INSERT INTO "ServingChangeHorizon" ("id", "prunedXact", "prunedThrough") VALUES (1, ${through.xact}, ${through.seq})
        ON CONFLICT ("id") DO UPDATE SET
          "prunedXact" = CASE WHEN (EXCLUDED."prunedXact", EXCLUDED."prunedThrough") > ("ServingChangeHorizon"."prunedXact", "ServingChangeHorizon"."prunedThrough")
            THEN EXCLUDED."prunedXact" ELSE "ServingChangeHorizon"."prunedXact" END,
          "prunedThrough" = CASE WHEN (EXCLUDED."prunedXact", EXCLUDED."prunedThrough") > ("ServingChangeHorizon"."prunedXact", "ServingChangeHorizon"."prunedThrough")
            THEN EXCLUDED."prunedThrough" ELSE "ServingChangeHorizon"."prunedThrough" END`;
      return rows.length;
    });
    deleted += count;
    if (count < BATCH) return deleted;
  }
}
