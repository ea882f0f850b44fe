import "server-only";
import type { Tx } from "@/lib/db/client";
import { groupOf, GROUPS_MAILED_BY_DEFAULT, type EventType } from "@/lib/events/event-types";
import { newObjectId } from "@/lib/new-object-id";

type DispatchedEvent = { id: string; organizationId: string; type: string; createdAt: Date };

/**
 * The event dispatcher's fan-out to people: one notification per accepted member of the event's organization,
 * marked for e-mail (emailState PENDING) where the member's preference for the event's group, or its default,
 * says so. Runs in the dispatcher's transaction.
 */
export async function createNotifications(tx: Tx, events: DispatchedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const organizationIds = [...new Set(events.map((event) => event.organizationId))];
  const members = await tx.membership.findMany({
    where: { organizationId: { in: organizationIds }, invitationStatus: "ACCEPTED" },
    select: { organizationId: true, userId: true },
  });
  const preferences = await tx.notificationPreference.findMany({
    where: { organizationId: { in: organizationIds }, userId: { in: members.map((member) => member.userId) } },
  });
  const mailed = new Map(preferences.map((p) => [`${p.userId}:${p.organizationId}:${p.group}`, p.email]));
  const rows = events.flatMap((event) => {
    const group = groupOf(event.type as EventType);
    return members
      .filter((member) => member.organizationId === event.organizationId)
      .map((member) => {
        const email = mailed.get(`${member.userId}:${event.organizationId}:${group}`) ?? GROUPS_MAILED_BY_DEFAULT.includes(group);
        return {
          id: newObjectId(),
          userId: member.userId,
          organizationId: event.organizationId,
          eventId: event.id,
          emailState: email ? "PENDING" : null,
          createdAt: event.createdAt,
        };
      });
  });
  if (rows.length > 0) await tx.notification.createMany({ data: rows, skipDuplicates: true });
}
