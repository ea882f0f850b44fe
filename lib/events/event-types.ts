// Every event the product writes, and the notification group it belongs to. One table: the event log's type
// filter, the webhook endpoint's type list, the notification preferences and the OpenAPI enum all read it.

export const NOTIFICATION_GROUPS = ["reviews", "money", "assets", "members", "security"] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** Groups mailed to a person who never chose: the ones that need someone to act. */
export const GROUPS_MAILED_BY_DEFAULT: readonly NotificationGroup[] = ["reviews", "money"];

const EVENT_TYPES = {
  "campaign.approved": { group: "reviews" },
  "campaign.rejected": { group: "reviews" },
  "campaign.ended": { group: "reviews" },
  "campaign.budget_exhausted": { group: "money" },
  "ad.approved": { group: "reviews" },
  "ad.rejected": { group: "reviews" },
  "balance.low": { group: "money" },
  "balance.empty": { group: "money" },
  "top_up.requested": { group: "money" },
  "top_up.confirmed": { group: "money" },
  "receipt.ready": { group: "money" },
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
} as const satisfies Record<string, { group: NotificationGroup }>;

export type EventType = keyof typeof EVENT_TYPES;
export const EVENT_TYPE_NAMES = Object.keys(EVENT_TYPES) as [EventType, ...EventType[]];

export const groupOf = (type: EventType): NotificationGroup => EVENT_TYPES[type].group;

/** Events are kept this long; older ones are deleted by the dispatcher's sweep. */
export const EVENT_RETENTION_DAYS = 30;
