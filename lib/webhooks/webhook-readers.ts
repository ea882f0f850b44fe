import "server-only";
import { prisma, type Tx } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { newObjectId } from "@/lib/new-object-id";
import { maySeeEvent, readerOfStatements, type EventReader } from "@/lib/events/event-visibility";
import { TEST_EVENT_TYPE } from "@/lib/events/event-types";

// An endpoint is sent the events its creator may be shown, by the rule the events API and the bell use
// (maySeeEvent), with the creator's role as it is when the event is sent: a member's (accepted, not expired), a
// service account's (in the endpoint's organization). A creator gone from the organization is shown nothing, so
// the endpoint is sent nothing. Whoever changes the endpoint's URL becomes its creator: a member who may manage
// webhooks cannot point another member's endpoint at their own server to receive what that member may read.

type Endpoint = { id: string; organizationId: string; createdById: string | null };
type Event = { organizationId: string; type: string; objectId: string | null; data: unknown };

/** What each endpoint's creator may be shown now, by endpoint id: two queries for any number of endpoints. */
export async function webhookReaders(db: Pick<Tx, "membership" | "serviceAccount">, endpoints: readonly Endpoint[], now = new Date()) {
  const creatorIds = [...new Set(endpoints.flatMap((endpoint) => (endpoint.createdById ? [endpoint.createdById] : [])))];
  const organizationIds = [...new Set(endpoints.map((endpoint) => endpoint.organizationId))];
  if (creatorIds.length === 0)
    return new Map<string, EventReader>(endpoints.map((endpoint) => [endpoint.id, readerOfStatements(null, [])]));
  // One after the other: `db` may be the dispatcher's transaction, which runs one query at a time.
  const members = await db.membership.findMany({
    where: {
      organizationId: { in: organizationIds },
      userId: { in: creatorIds },
      invitationStatus: "ACCEPTED",
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    },
    select: { organizationId: true, userId: true, role: { select: { statements: true } } },
  });
  const accounts = await db.serviceAccount.findMany({
    where: { id: { in: creatorIds }, organizationId: { in: organizationIds } },
    select: { id: true, organizationId: true, role: { select: { statements: true } } },
  });
  const statements = new Map<string, string[]>([
    ...members.map((member) => [`${member.organizationId}:${member.userId}`, member.role.statements] as const),
    ...accounts.map((account) => [`${account.organizationId}:${account.id}`, account.role.statements] as const),
  ]);
  const personIds = new Set(members.map((member) => member.userId));
  return new Map<string, EventReader>(
    endpoints.map((endpoint) => {
      const creator = endpoint.createdById;
      const held = creator ? statements.get(`${endpoint.organizationId}:${creator}`) : undefined;
      return [endpoint.id, readerOfStatements(creator && personIds.has(creator) ? creator : null, held ?? [])];
    }),
  );
}

/** Whether an endpoint whose creator is `reader` is sent `event` (the test event carries no object: always). */
export const webhookMaySend = (event: Event, reader: EventReader | undefined) =>
  event.type === TEST_EVENT_TYPE || (!!reader && maySeeEvent(event, reader));

const WITHHELD = "Not sent: the member or service account this endpoint acts for (its creator) may not read this event.";

/**
 * The send-time check, on the deliveries due for one endpoint: those whose event its creator may no longer be shown
 * (their role changed since the event was dispatched) are FAILED, with a try saying why and without counting as the
 * endpoint failing; the others are answered to be sent.
 */
export async function withholdUnreadable<D extends { id: string; event: Event }>(endpoint: Endpoint, due: D[]): Promise<D[]> {
  if (due.length === 0) return due;
  const reader = (await webhookReaders(prisma, [endpoint])).get(endpoint.id);
  const withheld = due.filter((delivery) => !webhookMaySend(delivery.event, reader));
  if (withheld.length === 0) return due;
  for (const delivery of withheld) {
    await transaction(async (tx) => {
      const now = new Date();
      // As a send's claim: only while still PENDING and due, so a delivery another job took is left to it.
      const taken = await tx.webhookDelivery.updateMany({
        where: { id: delivery.id, status: "PENDING", nextAttemptAt: { lte: now } },
        data: { status: "FAILED", nextAttemptAt: null },
      });
      if (taken.count === 0) return;
      await tx.webhookAttempt.create({
        data: {
          id: newObjectId(),
          deliveryId: delivery.id,
          startedAt: now,
          statusCode: null,
          durationMs: 0,
          responseExcerpt: null,
          error: WITHHELD,
        },
      });
    });
  }
  const ids = new Set(withheld.map((delivery) => delivery.id));
  return due.filter((delivery) => !ids.has(delivery.id));
}
