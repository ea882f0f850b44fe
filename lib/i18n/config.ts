export const LOCALES = ["en", "ko"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const LOCALE_COOKIE = "NEXT_LOCALE";
export const TIME_ZONE_COOKIE = "TZ";

export const LOCALE_LABELS: Record<Locale, string> = { en: "English", ko: "한국어" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Named formats: money is KRW (no minor unit), dates in the user's time zone. */
export const FORMATS = {
  number: {
    krw: { style: "currency", currency: "KRW", maximumFractionDigits: 0 },
    /** A ledger movement: + for money in, − for money out. */
    krwSigned: { style: "currency", currency: "KRW", maximumFractionDigits: 0, signDisplay: "always" },
  },
  dateTime: {
    short: { dateStyle: "medium", timeStyle: "short" },
    date: { dateStyle: "medium" },
  },
} as const;
