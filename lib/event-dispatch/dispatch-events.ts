import "server-only";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { createNotifications } from "@/lib/notifications/create-notifications";
import { sendWebhookJobs } from "@/lib/webhooks/webhook-queue";
import { webhookMaySend, webhookReaders } from "@/lib/webhooks/webhook-readers";

// The dispatcher takes events the changes committed (the outbox) in order and fans each out, in one transaction:
// a delivery for every enabled endpoint of its organization that wants its type and whose creator may read it (with
// the endpoints' jobs), a notification for every member who may read its object, and dispatchedAt. A crash before its
// commit leaves the events undispatched for the next run; SKIP LOCKED lets dispatchers in several processes share the
// work without waiting on each other.

// objectId and data: which apps a campaign's event concerns, so a member whose role reaches only some apps hears of theirs only.
type ClaimedEvent = { id: string; organizationId: string; type: string; objectId: string | null; data: unknown; createdAt: Date };

export const DISPATCH_BATCH = 200;

/** Dispatches up to `limit` events; answers how many (a full batch means more may be waiting). */
export async function dispatchEvents(limit = DISPATCH_BATCH): Promise<number> {
  return transaction(async (tx) => {
    const events = await tx.$queryRaw<ClaimedEvent[]>`
      SELECT "id", "organizationId", "type", "objectId", "data", "createdAt" FROM "Event"
      WHERE "dispatchedAt" IS NULL ORDER BY "createdAt", "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    if (events.length === 0) return 0;
    const endpoints = await tx.webhookEndpoint.findMany({
      where: { organizationId: { in: [...new Set(events.map((event) => event.organizationId))] }, enabled: true },
      select: { id: true, organizationId: true, eventTypes: true, createdById: true },
    });
    // Who each endpoint acts for: it is sent only the events its creator may read.
    const readers = await webhookReaders(tx, endpoints);
    const now = new Date();
    const deliveries = events.flatMap((event) =>
      endpoints
        .filter((endpoint) => endpoint.organizationId === event.organizationId)
        .filter((endpoint) => endpoint.eventTypes.length === 0 || endpoint.eventTypes.includes(event.type))
        .filter((endpoint) => webhookMaySend(event, readers.get(endpoint.id)))
        .map((endpoint) => ({
          id: "",
          organizationId: event.organizationId,
          endpointId: endpoint.id,
          eventId: event.id,
          nextAttemptAt: now,
          // An endpoint is sent its deliveries in the order of their events.
          createdAt: event.createdAt,
        })),
    );
    // Ids drawn then sorted, in the events' order: deliveries of events that share a createdAt (one transaction's)
    // are sent by (createdAt, id), so a random id would shuffle them.
    const ids = deliveries.map(() => newObjectId()).sort();
    deliveries.forEach((delivery, index) => (delivery.id = ids[index]));
    if (deliveries.length > 0) {
      await tx.webhookDelivery.createMany({ data: deliveries, skipDuplicates: true });
      await sendWebhookJobs(
        tx,
        deliveries.map((delivery) => delivery.endpointId),
      );
    }
    await createNotifications(tx, events);
    await tx.event.updateMany({ where: { id: { in: events.map((event) => event.id) } }, data: { dispatchedAt: now } });
    return events.length;
  });
}
