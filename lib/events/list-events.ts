import "server-only";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { prisma } from "@/lib/db/client";
import { EVENT_TYPE_NAMES, type EventType } from "./event-types";
import type { Event, EventList } from "./schemas";

type EventRow = { id: string; organizationId: string; type: string; objectId: string | null; data: unknown; createdAt: Date };

function serializeEvent(row: EventRow): Event {
  return {
    _id: row.id,
    type: row.type as EventType,
    organizationId: row.organizationId,
    objectId: row.objectId,
    createdAt: row.createdAt.toISOString(),
    data: row.data as Record<string, unknown>,
  };
}

/** The organization's events, newest first, of `types` only when given; only the types the product documents. */
export async function listEvents(organizationId: string, query: PageQuery & { type?: EventType[] }): Promise<EventList> {
  const page = keyset("createdAt", "desc", query);
  const rows = await prisma.event.findMany({
    where: { organizationId, type: { in: query.type ?? EVENT_TYPE_NAMES }, ...page.where },
    select: { id: true, organizationId: true, type: true, objectId: true, data: true, createdAt: true },
    orderBy: page.orderBy,
    take: page.take,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: items.map(serializeEvent), nextCursor };
}
