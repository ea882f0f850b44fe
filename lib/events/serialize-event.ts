import type { Event } from "./schemas";

export type EventRow = { id: string; organizationId: string; type: string; objectId: string | null; data: unknown; createdAt: Date };

/** An event row as the events list answers it and a webhook delivery POSTs it. */
export function serializeEvent(row: EventRow): Event {
  return {
    _id: row.id,
    type: row.type as Event["type"],
    organizationId: row.organizationId,
    objectId: row.objectId,
    createdAt: row.createdAt.toISOString(),
    data: row.data as Record<string, unknown>,
  };
}
