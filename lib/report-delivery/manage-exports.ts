import "server-only";
import { Readable } from "node:stream";
import { notFound } from "@/lib/api/errors";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { operationPath } from "@/lib/api/operation-path";
import { prisma } from "@/lib/db/client";
import { newObjectId } from "@/lib/new-object-id";
import { getStorage } from "@/lib/storage/storage";
import type { ReportExport } from "@/lib/db/generated/client";
import type { CreateExportInput, ExportAnswer } from "./schemas";
import { storedExportStatus } from "./stored-columns";

/** An export and its file are kept this long after it was asked for. */
const EXPORT_KEEP_DAYS = 7;

function serializeExport(row: ReportExport): ExportAnswer {
  const status = storedExportStatus(row.status);
  const ready = status === "READY";
  return {
    _id: row.id,
    organizationId: row.organizationId,
    campaignId: row.campaignId,
    query: row.query as ExportAnswer["query"],
    perCampaign: row.perCampaign,
    status,
    rowCount: row.rowCount,
    byteSize: row.byteSize,
    errorMessage: row.errorMessage,
    downloadPath: ready ? operationPath("downloadReportExport", { organizationId: row.organizationId, exportId: row.id }) : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** An export of this organization still kept, or 404 (another organization's, or past its expiry). */
async function getExportOrThrow(organizationId: string, id: string, now = new Date()) {
  const row = await prisma.reportExport.findFirst({ where: { id, organizationId, expiresAt: { gt: now } } });
  if (!row) throw notFound("Report export");
  return row;
}

/** Extension POST /report-exports: QUEUED; the worker builds it within seconds. */
export async function createExport(organizationId: string, createdById: string | null, input: CreateExportInput) {
  if (input.campaignId && !(await prisma.campaign.count({ where: { id: input.campaignId, organizationId } }))) throw notFound("Campaign");
  const now = new Date();
  const row = await prisma.reportExport.create({
    data: {
      id: newObjectId(),
      organizationId,
      campaignId: input.campaignId,
      query: input.query,
      perCampaign: input.perCampaign,
      status: "QUEUED",
      createdById,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_KEEP_DAYS * 86_400_000),
    },
  });
  return serializeExport(row);
}

/** Extension GET /report-exports: newest first, a page at a time; expired ones are gone. */
export async function listExports(organizationId: string, query: PageQuery) {
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.reportExport.findMany({
    where: { organizationId, expiresAt: { gt: new Date() }, ...page.where },
    orderBy: page.orderBy,
    take: page.take,
  });
  const result = pageOf(rows, query.limit, "createdAt");
  return { items: result.items.map(serializeExport), nextCursor: result.nextCursor };
}

export async function getExport(organizationId: string, id: string) {
  return serializeExport(await getExportOrThrow(organizationId, id));
}

/** Extension GET /report-exports/{exportId}/file: the CSV, streamed from storage; 404 until READY and after expiry. */
export async function downloadExport(organizationId: string, id: string): Promise<Response> {
  const row = await getExportOrThrow(organizationId, id);
  if (row.status !== "READY" || !row.storageKey) throw notFound("Report export file");
  const storage = getStorage();
  const stat = await storage.stat(row.storageKey);
  if (!stat) throw notFound("Report export file");
  const query = row.query as { from: string; to: string };
  const body = Readable.toWeb(await storage.read(row.storageKey)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Length": String(stat.size),
      "Content-Disposition": `attachment; filename="report-${query.from}-${query.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
