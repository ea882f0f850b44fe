import { canonicalTimeZone } from "@/lib/time-zone-names";

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
  return canonicalTimeZone(value) !== null;
}

/**
 * Korean times in 24 hours: ICU versions disagree on Korean day periods (Node 20 writes "AM 1:24", Chromium
 * "오전 1:24"), and what the server renders must be what the browser renders, or React's hydration fails.
 */
export function clockOf(locale: Locale) {
  return locale === "ko" ? ({ hourCycle: "h23" } as const) : {};
}

/** Named formats: money is KRW (no minor unit), dates in the user's time zone. */
export function formatsFor(locale: Locale) {
  const clock = clockOf(locale);
  return {
    number: {
      krw: { style: "currency", currency: "KRW", maximumFractionDigits: 0 },
      /** A ledger movement: + for money in, − for money out. */
      krwSigned: { style: "currency", currency: "KRW", maximumFractionDigits: 0, signDisplay: "always" },
    },
    dateTime: {
      short: { dateStyle: "medium", timeStyle: "short", ...clock },
      date: { dateStyle: "medium" },
      time: { hour: "numeric", minute: "2-digit", ...clock },
    },
  } as const;
}
