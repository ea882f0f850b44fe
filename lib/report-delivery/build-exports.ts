import "server-only";
import { Readable } from "node:stream";
import { prisma } from "@/lib/db/client";
import { reportQuery } from "@/lib/delivery/schemas";
import { getStorage } from "@/lib/storage/storage";
import { buildReportFile } from "./report-file";

/** A RUNNING export claimed this long ago lost its builder (the process died): another claims it. */
const EXPORT_LEASE_MS = 10 * 60_000;

export const exportKey = (organizationId: string, exportId: string) => `exports/${organizationId}/${exportId}.csv`;

type Claimed = {
  id: string;
  organizationId: string;
  campaignId: string | null;
  query: unknown;
  perCampaign: boolean;
  createdById: string | null;
};

/**
 * Claims the oldest QUEUED export (or a RUNNING one past its lease) in one statement: SKIP LOCKED lets builders in
 * several processes take different exports without waiting on each other.
 */
async function claimExport(now: Date): Promise<Claimed | null> {
  const stale = new Date(now.getTime() - EXPORT_LEASE_MS);
  const [row] = await prisma.$queryRaw<Claimed[]>`
    UPDATE "ReportExport" SET "status" = 'RUNNING', "startedAt" = ${now}
    WHERE "id" = (
      SELECT "id" FROM "ReportExport"
      WHERE ("status" = 'QUEUED' OR ("status" = 'RUNNING' AND "startedAt" < ${stale})) AND "expiresAt" > ${now}
      ORDER BY "createdAt", "id" LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING "id", "organizationId", "campaignId", "query", "perCampaign", "createdById"`;
  return row ?? null;
}

/** Builds one export's CSV into storage (READY), or records why it could not (FAILED). */
async function buildExport(claimed: Claimed, now: Date): Promise<void> {
  try {
    const query = reportQuery.parse(claimed.query);
    // The CSV's column names in the language of whoever asked for it.
    const user = claimed.createdById
      ? await prisma.user.findUnique({ where: { id: claimed.createdById }, select: { locale: true } })
      : null;
    const { report, csv } = await buildReportFile(
      { organizationId: claimed.organizationId, campaignId: claimed.campaignId, perCampaign: claimed.perCampaign },
      query,
      user?.locale,
    );
    const key = exportKey(claimed.organizationId, claimed.id);
    const stored = await getStorage().put(key, Readable.from([Buffer.from(csv, "utf8")]));
    await prisma.reportExport.updateMany({
      where: { id: claimed.id, status: "RUNNING" },
      data: { status: "READY", storageKey: key, rowCount: report.rows.length, byteSize: stored.size, completedAt: new Date() },
    });
  } catch (error) {
    console.error(`[report-exports] export ${claimed.id} failed: ${(error as Error).message}`);
    await prisma.reportExport.updateMany({
      where: { id: claimed.id, status: "RUNNING" },
      data: { status: "FAILED", errorMessage: "The report could not be built; ask for it again.", completedAt: now },
    });
  }
}

/** Builds the exports waiting (the worker calls it every few seconds); answers how many it built. */
export async function buildQueuedExports(now = new Date(), limit = 5): Promise<number> {
  let built = 0;
  for (; built < limit; built++) {
    const claimed = await claimExport(now);
    if (!claimed) break;
    await buildExport(claimed, now);
  }
  return built;
}

/** Deletes exports past their expiry, file first, then the row; answers how many. */
export async function sweepExpiredExports(now = new Date()): Promise<number> {
  const expired = await prisma.reportExport.findMany({
    where: { expiresAt: { lte: now } },
    select: { id: true, storageKey: true },
    take: 500,
  });
  const storage = getStorage();
  for (const row of expired) {
    if (row.storageKey) await storage.delete(row.storageKey);
    await prisma.reportExport.delete({ where: { id: row.id } }).catch(() => {});
  }
  return expired.length;
}
