import "server-only";
import { prisma } from "@/lib/db/client";
import { GROUPS_MAILED_BY_DEFAULT, MAIL_PREFERENCE_GROUPS } from "@/lib/events/event-types";
import type { NotificationPreferences, UpdateNotificationPreferences } from "./schemas";

/** The member's e-mail switch per group in this organization: their choice, else the group's default. */
export async function getNotificationPreferences(userId: string, organizationId: string): Promise<NotificationPreferences> {
  const rows = await prisma.notificationPreference.findMany({ where: { userId, organizationId } });
  const chosen = new Map(rows.map((row) => [row.group, row.email]));
  const email = Object.fromEntries(
    MAIL_PREFERENCE_GROUPS.map((group) => [group, chosen.get(group) ?? GROUPS_MAILED_BY_DEFAULT.includes(group)]),
  ) as NotificationPreferences["email"];
  return { email };
}

/** Saves the groups given; the mailer reads them again before sending, so a group turned off is not mailed even if waiting. */
export async function updateNotificationPreferences(
  userId: string,
  organizationId: string,
  body: UpdateNotificationPreferences,
): Promise<NotificationPreferences> {
  for (const group of MAIL_PREFERENCE_GROUPS) {
    const email = body.email[group];
    if (email === undefined) continue;
    await prisma.notificationPreference.upsert({
      where: { userId_organizationId_group: { userId, organizationId, group } },
      create: { userId, organizationId, group, email },
      update: { email },
    });
  }
  return getNotificationPreferences(userId, organizationId);
}
