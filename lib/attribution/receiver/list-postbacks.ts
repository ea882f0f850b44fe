import "server-only";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { getAppOrThrow } from "@/lib/apps/get-app-or-throw";
import type { PostbackOutcome } from "@/lib/attribution/partners";
import { toCsv } from "@/lib/balance/history-csv";
import { prisma } from "@/lib/db/client";
import type { Postback } from "@/lib/db/generated/client";
import type { PostbackItem } from "./schemas";

export function serializePostback(row: Postback): PostbackItem {
  return {
    _id: row.id,
    partner: row.partner as PostbackItem["partner"],
    outcome: row.outcome as PostbackItem["outcome"],
    outcomeReason: row.outcomeReason,
    kind: row.kind as PostbackItem["kind"],
    clickId: row.clickId,
    campaignId: row.campaignId,
    adId: row.adId,
    creativeId: row.creativeId,
    country: row.country,
    platform: row.platform,
    installAt: row.installAt?.toISOString() ?? null,
    eventAt: row.eventAt?.toISOString() ?? null,
    eventName: row.eventName,
    revenue: row.revenue?.toString() ?? null,
    currency: row.currency,
    revenueKrw: row.revenueKrw === null ? null : Number(row.revenueKrw),
    partnerEventId: row.partnerEventId,
    method: row.method,
    rawQuery: row.rawQuery,
    rawBody: row.rawBody,
    sourceIp: row.sourceIp,
    receivedAt: row.receivedAt.toISOString(),
  };
}

type Filter = { outcome?: PostbackOutcome[] };

/** The app's postbacks, newest first, of some outcomes only when asked. */
export async function listPostbacks(organizationId: string, appId: string, query: PageQuery & Filter) {
  await getAppOrThrow({ id: appId, organizationId });
  const page = keyset("receivedAt", "desc", query);
  const rows = await prisma.postback.findMany({
    where: { appId, organizationId, ...(query.outcome ? { outcome: { in: query.outcome } } : {}), ...page.where },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "receivedAt");
  return { items: items.map(serializePostback), nextCursor };
}

const COLUMNS = [
  "receivedAt",
  "outcome",
  "outcomeReason",
  "partner",
  "kind",
  "clickId",
  "campaignId",
  "adId",
  "creativeId",
  "country",
  "platform",
  "installAt",
  "eventAt",
  "eventName",
  "revenue",
  "currency",
  "revenueKrw",
  "partnerEventId",
  "method",
  "sourceIp",
  "rawQuery",
  "rawBody",
  "_id",
] as const satisfies readonly (keyof PostbackItem)[];

const BATCH = 1000;

/**
 * Every postback the app has kept (newest first, of some outcomes only when asked) as a CSV download, raw query and
 * body included. Read and sent a batch at a time, so a long export never sits in memory whole.
 */
export async function exportPostbacks(organizationId: string, appId: string, filter: Filter): Promise<Response> {
  await getAppOrThrow({ id: appId, organizationId });
  let cursor: PageQuery["cursor"];
  let first = true;
  let done = false;
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (done) {
        controller.close();
        return;
      }
      const page = keyset("receivedAt", "desc", { limit: BATCH, cursor });
      const rows = await prisma.postback.findMany({
        where: { appId, organizationId, ...(filter.outcome ? { outcome: { in: filter.outcome } } : {}), ...page.where },
        orderBy: page.orderBy,
        take: BATCH,
      });
      const lines = rows.map(serializePostback).map((item) => COLUMNS.map((column) => String(item[column] ?? "")));
      let text = toCsv(first ? [[...COLUMNS], ...lines] : lines);
      // toCsv starts every piece with the byte-order mark; the file has one, at its start.
      if (!first) text = text.slice(1);
      if (!lines.length && !first) text = "";
      first = false;
      if (text) controller.enqueue(encoder.encode(text));
      const last = rows[rows.length - 1];
      if (rows.length < BATCH || !last) done = true;
      else cursor = { at: last.receivedAt, id: last.id };
    },
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="postbacks-${appId}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
