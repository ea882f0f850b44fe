// Every event the product writes, and the group it belongs to. One table: the event log's type filter, the webhook
// endpoint's type list, the notification preferences and the OpenAPI enum all read it.

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
  "campaign.approved": { group: "reviews", about: "A reviewer approved a campaign: it may serve from its start" },
  "campaign.rejected": { group: "reviews", about: "A reviewer rejected a campaign, with the reason" },
  "campaign.ended": { group: "reviews", about: "A campaign reached its end time and stopped serving" },
  "campaign.budget_exhausted": { group: "money", about: "A campaign spent its whole budget and stopped serving" },
  "campaign.goal_missed": {
    group: "money",
    about: "A campaign's last 7 complete UTC days turned off its goal (target CPI or D7 ROAS), overall or in a country; it keeps serving",
  },
  "campaign.updated": {
    group: "changes",
    about:
      "A write changed a campaign (its settings, status or targeting; alone, in a batch or in a plan): each changed field's value before and after, who made it, and the batch or plan it came from",
  },
  "ad.approved": { group: "reviews", about: "A reviewer approved an ad" },
  "ad.rejected": { group: "reviews", about: "A reviewer rejected an ad, with the reason" },
  "ad.updated": {
    group: "changes",
    about:
      "A write changed an ad (its creative, settings or status; alone, in a batch or in a plan): each changed field's value before and after, who made it, and the batch or plan it came from",
  },
  "balance.low": {
    group: "money",
    about: "At the last seven days' pace, the organization's balance lasts fewer days than the low-balance warning (runwayDays)",
  },
  "balance.empty": { group: "money", about: "The organization's balance reached zero: its campaigns stop serving" },
  "top_up.requested": { group: "money", about: "A member asked for a top-up: it waits for payment" },
  "top_up.confirmed": { group: "money", about: "A top-up was confirmed and added to the balance" },
  "receipt.ready": { group: "money", about: "A confirmed top-up's receipt is ready to download" },
  "statement.ready": {
    group: "money",
    about: "A calendar month ended in the organization's time zone: its statement (PDF and CSV) is ready to download",
  },
  "tax_invoice.issued": { group: "money", about: "A tax invoice was issued, with its approval number" },
  "tax_invoice.rejected": { group: "money", about: "A tax invoice request was rejected, with the reason" },
  "refund.requested": { group: "money", about: "An Owner asked for unused balance back to the settlement account" },
  "refund.approved": { group: "money", about: "A refund was approved and charged to the balance" },
  "refund.rejected": { group: "money", about: "A refund request was rejected, with the reason" },
  "asset.ready": { group: "assets", about: "An uploaded creative asset was processed and can be used in ads" },
  "asset.failed": { group: "assets", about: "An uploaded creative asset could not be processed" },
  "app.platform.approved": { group: "reviews", about: "A reviewer approved an app's platform (store URL and bundle)" },
  "app.platform.rejected": { group: "reviews", about: "A reviewer rejected an app's platform, with the reason" },
  "member.joined": { group: "members", about: "A person joined the organization" },
  "api_key.rotated": { group: "security", about: "A member's API key was rotated" },
} as const satisfies Record<string, { group: EventGroup; about: string }>;

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

/** What an event of the type says happened, in a sentence (the OpenAPI document's webhook entries). */
export const aboutEvent = (type: EventType): string => EVENT_TYPES[type].about;

/** The type of the test event: sent to one endpoint only, never fanned out nor listed with the events. */
export const TEST_EVENT_TYPE = "webhook.test";

/** Events are kept this long; older ones are deleted by the dispatcher's sweep. */
export const EVENT_RETENTION_DAYS = 30;
