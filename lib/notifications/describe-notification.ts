import type { EventType } from "@/lib/events/event-types";

// One notification in words and the console page it leads to, for the bell, the notifications page and the mail
// alike: the text keys are the "notifications" namespace's types.<type> (one) and bursts.<type> (several).

export type Describable = {
  type: EventType;
  organizationId: string;
  objectId: string | null;
  campaignId?: string;
  data: Record<string, unknown>;
};

/** How the caller formats what the words carry: dates in the reader's time zone, amounts in won. */
type ValueFormat = {
  date: (iso: string) => string;
  /** a calendar month, YYYY-MM, as "November 2026" */
  month: (month: string) => string;
  money: (amount: number) => string;
  unnamed: string;
};

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);
const object = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const PLATFORM_NAMES: Record<string, string> = { ANDROID: "Android", IOS: "iOS" };

/** The name a burst lists for each of its notifications. */
export function nameOf(item: Describable): string | undefined {
  const data = item.data;
  if (item.type === "member.joined" || item.type === "api_key.rotated") {
    return text(object(data.profile).fullName) ?? text(data.fullName) ?? text(data.email);
  }
  if (item.type.startsWith("asset.")) return text(data.originalName) ?? text(data.name);
  if (item.type.startsWith("app.platform.")) return text(data.appName) ?? text(data.name);
  return text(data.name);
}

/** The values of types.<type>. */
export function notificationValues(item: Describable, format: ValueFormat): Record<string, string> {
  const data = item.data;
  const name = nameOf(item);
  const values: Record<string, string> = { name: name ?? format.unnamed, hasName: name ? "yes" : "no" };
  const reason =
    text(data.statusReason) ?? text(object(data.review).reason) ?? text(data.errorMessage) ?? text(data.reason) ?? text(data.errorReason);
  if (reason) Object.assign(values, { reason, hasReason: "yes" });
  else values.hasReason = "no";
  const stops = text(data.servingStopsAt);
  Object.assign(values, stops ? { date: format.date(stops), hasDate: "yes" } : { hasDate: "no" });
  if (typeof data.amount === "number") values.amount = format.money(data.amount);
  values.reference = text(data.referenceCode) ?? "";
  values.number = text(data.receiptNumber) ?? text(data.approvalNumber) ?? "";
  const month = text(data.month);
  if (month && /^\d{4}-\d{2}$/.test(month)) values.month = format.month(month);
  const platform = text(data.platform);
  Object.assign(values, platform ? { platform: PLATFORM_NAMES[platform] ?? platform, hasPlatform: "yes" } : { hasPlatform: "no" });
  return values;
}

/** The console page of the notification's object, below /organizations/{organizationId}. */
export function notificationPath(item: Describable): string {
  const base = `/organizations/${item.organizationId}`;
  const type = item.type;
  if (type.startsWith("campaign.")) return item.objectId ? `${base}/campaigns/${item.objectId}` : `${base}/campaigns`;
  if (type.startsWith("ad.")) return item.campaignId ? `${base}/campaigns/${item.campaignId}` : `${base}/campaigns`;
  if (["balance.", "top_up.", "receipt.", "statement.", "tax_invoice.", "refund."].some((prefix) => type.startsWith(prefix))) {
    return `${base}/balance`;
  }
  if (type.startsWith("asset.")) return `${base}/assets`;
  if (type.startsWith("app.platform.")) {
    const appId = text(item.data.appId) ?? item.objectId;
    return appId ? `${base}/apps/${appId}` : `${base}/apps`;
  }
  if (type === "member.joined") return `${base}/members`;
  return `${base}/api-key`;
}

/** The page a burst of one type leads to: the object's own when they are all about one, else the list. */
export function burstPath(items: Describable[]): string {
  const paths = new Set(items.map(notificationPath));
  if (paths.size === 1) return [...paths][0];
  const base = `/organizations/${items[0].organizationId}`;
  const type = items[0].type;
  if (type.startsWith("campaign.") || type.startsWith("ad.")) return `${base}/campaigns`;
  if (type.startsWith("app.platform.")) return `${base}/apps`;
  return notificationPath(items[0]);
}
