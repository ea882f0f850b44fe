import "server-only";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { prisma } from "@/lib/db/client";
import { maySeeEvent, typesReaderMaySee, type EventReader } from "@/lib/events/event-visibility";
import { EVENT_TYPE_NAMES, type EventType } from "./event-types";
import type { EventList } from "./schemas";
import { serializeEvent, type EventRow } from "./serialize-event";

/** Rows read at a time past the first page's worth, while the reader may be shown too few of them to fill the page. */
const SCAN_BATCH = 500;

/**
 * The organization's events `reader` may be shown (maySeeEvent, as the bell: what their role reads now), newest first,
 * of `types` only when given; only the types the product documents. Types the reader may see none of are left out in
 * the query; the rest are read in batches until the page is full, so a page is short only at the end of the list.
 */
export async function listEvents(
  organizationId: string,
  query: PageQuery & { type?: EventType[] },
  reader: EventReader,
): Promise<EventList> {
  const appIds = async () => (await prisma.app.findMany({ where: { organizationId }, select: { id: true } })).map((app) => app.id);
  const readable = new Set(await typesReaderMaySee(organizationId, reader, appIds));
  const types = (query.type ?? EVENT_TYPE_NAMES).filter((type) => readable.has(type));
  if (types.length === 0) return { items: [], nextCursor: null };
  const shown: EventRow[] = [];
  let cursor = query.cursor;
  for (let take = query.limit; ; take = SCAN_BATCH) {
    const page = keyset("createdAt", "desc", { limit: take, cursor });
    const rows = await prisma.event.findMany({
      where: { organizationId, type: { in: types }, ...page.where },
      select: { id: true, organizationId: true, type: true, objectId: true, data: true, createdAt: true },
      orderBy: page.orderBy,
      take: page.take,
    });
    for (const row of rows) {
      if (maySeeEvent(row, reader)) shown.push(row);
      // One more than the page: there is a next page.
      if (shown.length > query.limit) break;
    }
    const last = rows[rows.length - 1];
    if (shown.length > query.limit || rows.length < page.take || !last) break;
    cursor = { at: last.createdAt, id: last.id };
  }
  const { items, nextCursor } = pageOf(shown, query.limit, "createdAt");
  return { items: items.map(serializeEvent), nextCursor };
}
