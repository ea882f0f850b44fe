import "server-only";
import type { Tx } from "@/lib/db/client";
import { GROUPS_MAILED_BY_DEFAULT, notificationGroupOf, type EventType } from "@/lib/events/event-types";
import { newObjectId } from "@/lib/new-object-id";
import { mailConfigured } from "@/lib/mail/transport";
import { maySeeEvent, readerOfStatements } from "@/lib/events/event-visibility";

// objectId and data say which apps a campaign event concerns (a role scoped to apps hears only of theirs);
// without them the event counts as the whole organization's.
type DispatchedEvent = { id: string; organizationId: string; type: string; objectId?: string | null; data?: unknown; createdAt: Date };

/**
 * The event dispatcher's fan-out to people: one notification per accepted, unexpired member of the event's
 * organization whose role lets them read the event's object, marked for e-mail (emailState PENDING) where the
 * member's preference for the event's group, or its default, says so and mail is configured at all (without
 * SMTP_URL nothing would ever send them: emailState stays null). Runs in the dispatcher's transaction; two
 * queries per batch whatever its size.
 */
export async function createNotifications(tx: Tx, events: DispatchedEvent[], now = new Date()): Promise<void> {
  if (events.length === 0) return;
  const organizationIds = [...new Set(events.map((event) => event.organizationId))];
  const members = await tx.membership.findMany({
    where: {
      organizationId: { in: organizationIds },
      invitationStatus: "ACCEPTED",
      OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
    },
    select: { organizationId: true, userId: true, role: { select: { statements: true } } },
  });
  const preferences = await tx.notificationPreference.findMany({
    where: { organizationId: { in: organizationIds }, userId: { in: members.map((member) => member.userId) } },
  });
  const mailed = new Map(preferences.map((p) => [`${p.userId}:${p.organizationId}:${p.group}`, p.email]));
  const mailOn = mailConfigured();
  const rows = events.flatMap((event) => {
    const group = notificationGroupOf(event.type as EventType);
    // a type of no notification group (a campaign's or an ad's change) is for the event log and webhooks only
    if (!group) return [];
    return members
      .filter((member) => member.organizationId === event.organizationId)
      .filter((member) =>
        maySeeEvent(
          { ...event, objectId: event.objectId ?? null, data: event.data ?? {} },
          readerOfStatements(member.userId, member.role.statements),
        ),
      )
      .map((member) => {
        const email = mailed.get(`${member.userId}:${event.organizationId}:${group}`) ?? GROUPS_MAILED_BY_DEFAULT.includes(group);
        return {
          id: newObjectId(),
          userId: member.userId,
          organizationId: event.organizationId,
          eventId: event.id,
          emailState: email && mailOn ? "PENDING" : null,
          createdAt: event.createdAt,
        };
      });
  });
  if (rows.length > 0) await tx.notification.createMany({ data: rows, skipDuplicates: true });
}
