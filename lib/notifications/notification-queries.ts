import "server-only";
import { notFound } from "@/lib/api/errors";
import { keyset, pageOf, type PageQuery } from "@/lib/api/pagination";
import { prisma, type Tx } from "@/lib/db/client";
import { notificationGroupOf, type EventType } from "@/lib/events/event-types";
import type { MarkAllRead, NotificationItem, NotificationList } from "./schemas";

const include = { event: { select: { type: true, objectId: true, data: true } } } as const;

type Row = {
  id: string;
  organizationId: string;
  eventId: string;
  createdAt: Date;
  readAt: Date | null;
  event: { type: string; objectId: string | null; data: unknown };
};

/** The organizations a person may hear from: those they are an accepted member of (leaving one hides its notifications). */
async function memberOrganizationIds(userId: string): Promise<string[]> {
  const memberships = await prisma.membership.findMany({
    where: { userId, invitationStatus: "ACCEPTED" },
    select: { organizationId: true },
  });
  return memberships.map((membership) => membership.organizationId);
}

/** Ad events name the ad; its page is its campaign's. One query for a page of notifications. */
export async function campaignIdsOfAds(adIds: string[], db: Pick<Tx, "ad"> = prisma): Promise<Map<string, string>> {
  if (adIds.length === 0) return new Map();
  const ads = await db.ad.findMany({ where: { id: { in: adIds } }, select: { id: true, campaignId: true } });
  return new Map(ads.map((ad) => [ad.id, ad.campaignId]));
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

async function serialize(rows: Row[]): Promise<NotificationItem[]> {
  const organizationIds = [...new Set(rows.map((row) => row.organizationId))];
  const adIds = rows.filter((row) => row.event.type.startsWith("ad.") && row.event.objectId).map((row) => row.event.objectId!);
  const [organizations, adCampaigns] = await Promise.all([
    organizationIds.length
      ? prisma.organization.findMany({ where: { id: { in: organizationIds } }, select: { id: true, name: true } })
      : [],
    campaignIdsOfAds(adIds),
  ]);
  const names = new Map(organizations.map((organization) => [organization.id, organization.name]));
  return rows.flatMap((row) => {
    const type = row.event.type as EventType;
    const group = notificationGroupOf(type);
    // never made for a type of no notification group (createNotifications skips them)
    if (!group) return [];
    const data = record(row.event.data);
    const campaignId = type.startsWith("ad.")
      ? ((typeof data.campaignId === "string" ? data.campaignId : undefined) ?? adCampaigns.get(row.event.objectId ?? ""))
      : undefined;
    return {
      _id: row.id,
      organizationId: row.organizationId,
      organizationName: names.get(row.organizationId) ?? "",
      type,
      group,
      eventId: row.eventId,
      objectId: row.event.objectId,
      ...(campaignId ? { campaignId } : {}),
      data,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    };
  });
}

async function countUnread(userId: string, organizationIds: string[]): Promise<number> {
  return prisma.notification.count({ where: { userId, readAt: null, organizationId: { in: organizationIds } } });
}

/** The caller's notifications, newest first, across their organizations, with how many are unread. */
export async function listNotifications(userId: string, query: PageQuery & { unread?: "true" }): Promise<NotificationList> {
  const organizationIds = await memberOrganizationIds(userId);
  const page = keyset("createdAt", "desc", query);
  const [rows, unreadCount] = await Promise.all([
    prisma.notification.findMany({
      where: { userId, organizationId: { in: organizationIds }, ...(query.unread === "true" ? { readAt: null } : {}), ...page.where },
      include,
      orderBy: page.orderBy,
      take: page.take,
    }),
    countUnread(userId, organizationIds),
  ]);
  const { items, nextCursor } = pageOf(rows, query.limit, "createdAt");
  return { items: await serialize(items), nextCursor, unreadCount };
}

/** Marks one of the caller's notifications read (again: the first time stays); another person's is 404. */
export async function markNotificationRead(userId: string, notificationId: string, now = new Date()): Promise<NotificationItem> {
  const organizationIds = await memberOrganizationIds(userId);
  const where = { id: notificationId, userId, organizationId: { in: organizationIds } };
  await prisma.notification.updateMany({ where: { ...where, readAt: null }, data: { readAt: now } });
  const row = await prisma.notification.findFirst({ where, include });
  if (!row) throw notFound("Notification");
  return (await serialize([row]))[0];
}

/** Marks every unread notification of the caller read. */
export async function markAllNotificationsRead(userId: string, now = new Date()): Promise<MarkAllRead> {
  const organizationIds = await memberOrganizationIds(userId);
  const { count } = await prisma.notification.updateMany({
    where: { userId, readAt: null, organizationId: { in: organizationIds } },
    data: { readAt: now },
  });
  return { marked: count, unreadCount: await countUnread(userId, organizationIds) };
}
