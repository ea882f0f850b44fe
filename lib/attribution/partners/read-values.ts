import type { AttributionPlatform, PostbackKind } from "@/lib/attribution/partners";

/** A postback as received: the method, its query parameters and its body's (JSON object or form), merged. */
export type RawPostback = { method: string; query: URLSearchParams; body: string | null; contentType: string | null };

/** What one postback says, whichever partner sent it. */
export type PostbackRecord = {
  kind: PostbackKind;
  clickId: string | null;
  campaignId: string | null;
  adId: string | null;
  creativeId: string | null;
  /** ISO 3166-1 alpha-2, upper case */
  country: string | null;
  platform: AttributionPlatform | null;
  installAt: Date;
  eventAt: Date;
  /** null on installs */
  eventName: string | null;
  /** decimal text as sent, at most 6 decimals */
  revenue: string | null;
  /** ISO 4217, upper case */
  currency: string | null;
  partnerEventId: string | null;
};

type ParseResult = { ok: true; record: PostbackRecord } | { ok: false; problems: string[] };

/** What a sample postback says (the console's test postback), before a partner writes it its own way. */
type SampleFields = {
  kind: "INSTALL" | "EVENT";
  clickId: string;
  campaignId: string | null;
  adId: string | null;
  creativeId: string | null;
  platform: AttributionPlatform;
  country: string;
  installAt: Date;
  eventAt: Date;
  eventName: string | null;
  revenue: string | null;
  currency: string | null;
};

/** A partner's module: the postback URL's query to paste in the partner's console, and how its postbacks read. */
export type PartnerModule = {
  /** The query string (without `?`) with the partner's macros, for the postback URL. */
  template: (options: { networkName: string }) => string;
  parse: (values: PostbackValues) => ParseResult;
  /** The query the partner would send for `fields`, its macros filled in. */
  sample: (fields: SampleFields) => Record<string, string>;
};

/** UNIX seconds, as most partners write times. */
export const unixSeconds = (at: Date) => String(Math.floor(at.getTime() / 1000));

/** Leaves out the parameters a partner would leave empty. */
export function filled(values: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== ""));
}

const MAX_VALUE = 500;

/**
 * The postback's parameters by name: the body's (a JSON object or a form) over the query's. A macro the partner left
 * unfilled ("{idfa}", "(idfa)", "%7Bidfa%7D") or an empty value reads as absent.
 */
export class PostbackValues {
  private readonly values = new Map<string, string>();
  readonly problems: string[] = [];

  constructor(raw: RawPostback) {
    for (const [name, value] of raw.query) this.set(name, value);
    if (raw.body && raw.body.trim()) {
      const body = raw.body.trim();
      if (body.startsWith("{")) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          this.problems.push("the body is not valid JSON");
        }
        if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
          for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
            if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") this.set(name, String(value));
          }
        }
      } else {
        for (const [name, value] of new URLSearchParams(body)) this.set(name, value);
      }
    }
  }

  private set(name: string, value: string) {
    const trimmed = value.trim();
    if (!trimmed || /^[{(\[].*[})\]]$/.test(trimmed) || /^%7B.*%7D$/i.test(trimmed)) return;
    this.values.set(name.toLowerCase(), trimmed);
  }

  /** The first of `names` that has a value. */
  get(...names: string[]): string | null {
    for (const name of names) {
      const value = this.values.get(name.toLowerCase());
      if (value !== undefined) {
        if (value.length > MAX_VALUE) {
          this.problems.push(`${name} is longer than ${MAX_VALUE} characters`);
          return null;
        }
        return value;
      }
    }
    return null;
  }
}

/**
 * A moment as partners write it: UNIX seconds (fractions allowed), UNIX milliseconds, ISO 8601, or
 * "YYYY-MM-DD HH:MM:SS[.fff]" in UTC. null when it is none of them.
 */
function momentOf(text: string | null): Date | null {
  if (!text) return null;
  let at: Date;
  if (/^\d{9,10}(\.\d+)?$/.test(text)) at = new Date(Math.round(Number(text) * 1000));
  else if (/^\d{12,13}$/.test(text)) at = new Date(Number(text));
  else if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?$/.test(text)) at = new Date(`${text.replace(" ", "T")}Z`);
  else if (/^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(text)) at = new Date(text);
  else return null;
  return Number.isNaN(at.getTime()) ? null : at;
}

export function countryOf(text: string | null): string | null {
  return text && /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : null;
}

/** "android"/"ios" (any case, as partners name them) → the app platform. */
export function platformOf(text: string | null): AttributionPlatform | null {
  const value = text?.toLowerCase();
  if (value === "android") return "APP_PLATFORM_ANDROID";
  if (value === "ios" || value === "iphone" || value === "ipad") return "APP_PLATFORM_IOS";
  return null;
}

/** The id in "Name (id)", as Adjust writes campaign, ad group and creative; a bare id as it is. */
export function idInName(text: string | null): string | null {
  if (!text) return null;
  const match = /\(([^()\s]+)\)\s*$/.exec(text);
  return match ? match[1] : /^\S+$/.test(text) ? text : null;
}

type Fields = {
  kind: PostbackKind | null;
  /** why the kind could not be read, when it could not */
  kindProblem?: string;
  clickId: string | null;
  campaignId: string | null;
  adId: string | null;
  creativeId: string | null;
  country: string | null;
  platform: AttributionPlatform | null;
  installTime: string | null;
  eventTime: string | null;
  eventName: string | null;
  revenue: string | null;
  currency: string | null;
  partnerEventId: string | null;
};

const ID = /^[\w.:-]{1,64}$/;
const REVENUE = /^-?\d{1,14}(\.\d{1,6})?$/;

/** The checks every partner's postback goes through once its fields are read: what is missing or unreadable. */
export function recordOf(values: PostbackValues, fields: Fields): ParseResult {
  const problems = [...values.problems];
  if (!fields.kind) problems.push(fields.kindProblem ?? "the postback's kind (install, event, rejection) cannot be read");
  for (const name of ["campaignId", "adId", "creativeId"] as const) {
    const value = fields[name];
    if (value !== null && !ID.test(value)) problems.push(`${name} "${value.slice(0, 64)}" is not an id`);
  }
  if (fields.clickId !== null && fields.clickId.length > 200) problems.push("the click id is longer than 200 characters");
  const installAt = momentOf(fields.installTime);
  if (fields.installTime && !installAt) problems.push(`the install time "${fields.installTime.slice(0, 40)}" is not a time`);
  const eventAt = momentOf(fields.eventTime);
  if (fields.eventTime && !eventAt) problems.push(`the event time "${fields.eventTime.slice(0, 40)}" is not a time`);
  const isEvent = fields.kind === "EVENT" || fields.kind === "REJECTED_EVENT";
  if (isEvent && !fields.eventName) problems.push("an in-app event postback carries no event name");
  if (isEvent && !fields.eventTime) problems.push("an in-app event postback carries no event time");
  if (!fields.installTime && !(fields.kind && !isEvent && fields.eventTime)) problems.push("the postback carries no install time");
  let revenue: string | null = null;
  let currency: string | null = null;
  if (fields.revenue !== null && isEvent) {
    if (!REVENUE.test(fields.revenue)) problems.push(`the revenue "${fields.revenue.slice(0, 40)}" is not a decimal number`);
    else revenue = fields.revenue;
    if (!fields.currency) problems.push("the revenue carries no currency");
    else if (!/^[A-Za-z]{3}$/.test(fields.currency))
      problems.push(`the currency "${fields.currency.slice(0, 20)}" is not an ISO 4217 code`);
    else currency = fields.currency.toUpperCase();
  }
  if (problems.length || !fields.kind) return { ok: false, problems };
  const install = (installAt ?? eventAt) as Date;
  return {
    ok: true,
    record: {
      kind: fields.kind,
      clickId: fields.clickId,
      campaignId: fields.campaignId,
      adId: fields.adId,
      creativeId: fields.creativeId,
      country: fields.country,
      platform: fields.platform,
      installAt: install,
      eventAt: isEvent ? (eventAt as Date) : (eventAt ?? install),
      eventName: isEvent ? fields.eventName : null,
      revenue: revenue !== null && Number(revenue) !== 0 ? revenue : null,
      currency: revenue !== null && Number(revenue) !== 0 ? currency : null,
      partnerEventId: fields.partnerEventId,
    },
  };
}
