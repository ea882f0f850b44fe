import { z } from "zod";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { EVENT_TYPE_NAMES, MAIL_PREFERENCE_GROUPS, NOTIFICATION_GROUPS } from "@/lib/events/event-types";
import { objectIdSchema } from "@/lib/object-id-schema";

export const notificationIdParams = { notificationId: objectIdSchema.describe("Notification id") };

export const notificationListQuery = paginationQuery.extend({
  unread: z.literal("true").optional().describe("true: only notifications not yet read"),
});

export const notificationSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    type: z.enum(EVENT_TYPE_NAMES).describe("The event type (see the events API)"),
    group: z.enum(NOTIFICATION_GROUPS),
    eventId: z.string(),
    objectId: z.string().nullable().describe("The id of the object the event is about"),
    campaignId: z.string().optional().describe("For ad events: the ad's campaign"),
    data: z.record(z.string(), z.unknown()).describe("The object as the API answered it when the event happened"),
    createdAt: z.iso.datetime({ offset: true }),
    readAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "Notification" });
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListSchema = pageSchema(notificationSchema)
  .extend({ unreadCount: z.number().int().describe("The caller's unread notifications, all organizations together") })
  .meta({ id: "NotificationList" });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const markAllReadSchema = z
  .object({
    marked: z.number().int().describe("How many notifications this call marked read"),
    unreadCount: z.number().int(),
  })
  .meta({ id: "NotificationsMarkedRead" });
export type MarkAllRead = z.infer<typeof markAllReadSchema>;

const groupSwitches = Object.fromEntries(MAIL_PREFERENCE_GROUPS.map((group) => [group, z.boolean()])) as Record<
  (typeof MAIL_PREFERENCE_GROUPS)[number],
  z.ZodBoolean
>;

export const notificationPreferencesSchema = z
  .object({
    email: z
      .object(groupSwitches)
      .describe("Per group: whether its notifications are also e-mailed; statements: the monthly statement on the 1st (off unless chosen)"),
  })
  .meta({ id: "NotificationPreferences" });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const updateNotificationPreferencesBody = z
  .strictObject({
    email: z.strictObject(groupSwitches).partial().describe("The groups to change; the others keep their setting"),
  })
  .meta({ id: "NotificationPreferencesRequest" });
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesBody>;
