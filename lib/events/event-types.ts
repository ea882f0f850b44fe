// Every event the product writes, and the group it belongs to. One table: the event log's type filter, the webhook
// endpoint's type list, the notification preferences and the OpenAPI enum all read it. What each type means, in
// the API's words, is with the OpenAPI document's webhook entries (lib/operations/webhooks/webhook-events.ts).

export const NOTIFICATION_GROUPS = ["reviews", "money", "assets", "members", "security"] as const;
type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/**
 * The groups of the catalogue: the notification groups, then "changes" (a member's edit of a campaign or an ad,
 * one event per write), which only the event log and webhooks carry: it notifies and mails nobody (it would be noise).
 */
export const EVENT_GROUPS = [...NOTIFICATION_GROUPS, "changes"] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

/**
 * What a member chooses to be e-mailed, per organization: each group of notifications, and the monthly statement
 * (mailed on the organization's 1st for the month just ended; no event, no notification).
 */
export const MAIL_PREFERENCE_GROUPS = [...NOTIFICATION_GROUPS, "statements"] as const;
export type MailPreferenceGroup = (typeof MAIL_PREFERENCE_GROUPS)[number];

/** Groups mailed to a person who never chose: the ones that need someone to act (the statement is opted into). */
export const GROUPS_MAILED_BY_DEFAULT: readonly MailPreferenceGroup[] = ["reviews", "money"];

const EVENT_TYPES = {
  "campaign.approved": { group: "reviews" },
  "campaign.rejected": { group: "reviews" },
  "campaign.ended": { group: "reviews" },
  "campaign.budget_exhausted": { group: "money" },
  "campaign.goal_missed": { group: "money" },
  "campaign.updated": { group: "changes" },
  "ad.approved": { group: "reviews" },
  "ad.rejected": { group: "reviews" },
  "ad.updated": { group: "changes" },
  "balance.low": { group: "money" },
  "balance.empty": { group: "money" },
  "top_up.requested": { group: "money" },
  "top_up.confirmed": { group: "money" },
  "receipt.ready": { group: "money" },
  "statement.ready": { group: "money" },
  "tax_invoice.issued": { group: "money" },
  "tax_invoice.rejected": { group: "money" },
  "refund.requested": { group: "money" },
  "refund.approved": { group: "money" },
  "refund.rejected": { group: "money" },
  "asset.ready": { group: "assets" },
  "asset.failed": { group: "assets" },
  "app.platform.approved": { group: "reviews" },
  "app.platform.rejected": { group: "reviews" },
  "member.joined": { group: "members" },
  "api_key.rotated": { group: "security" },
} as const satisfies Record<string, { group: EventGroup }>;

export type EventType = keyof typeof EVENT_TYPES;
/** The types of the "changes" group: an operation that edits a campaign or an ad declares which it records. */
export type ChangeEventType = { [T in EventType]: (typeof EVENT_TYPES)[T]["group"] extends "changes" ? T : never }[EventType];
export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as [EventType, ...EventType[]];

export const groupOf = (type: EventType): EventGroup => EVENT_TYPES[type].group;

const isNotificationGroup = (group: EventGroup): group is NotificationGroup => (NOTIFICATION_GROUPS as readonly string[]).includes(group);

/** The notification group of events of `type`; null for a type that notifies nobody (only logged and sent to webhooks). */
export function notificationGroupOf(type: EventType): NotificationGroup | null {
  const group = groupOf(type);
  return isNotificationGroup(group) ? group : null;
}

/** The type of the test event: sent to one endpoint only, never fanned out nor listed with the events. */
export const TEST_EVENT_TYPE = "webhook.test";

/** Events are kept this long; older ones are deleted by the dispatcher's sweep. */
export const EVENT_RETENTION_DAYS = 30;
