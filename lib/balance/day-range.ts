import { zoneOffsetMinutes } from "@/lib/time-zone";
// The Balance and audit pages filter by calendar days in the organization's time zone; the API takes instants. A day range
// [fromDay, toDay] becomes from = start of fromDay and to = start of the day after toDay (to is exclusive).

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a calendar day (YYYY-MM-DD) starts in `timeZone`, or null for a malformed day. */
export function startOfDay(day: string, timeZone: string): Date | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number);
  const midnightUtc = Date.UTC(year, month - 1, date);
  const check = new Date(midnightUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  // Twice: the first guess may sit on the other side of a daylight-saving change.
  let instant = midnightUtc - zoneOffsetMinutes(midnightUtc, timeZone) * 60_000;
  instant = midnightUtc - zoneOffsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant);
}

/** The calendar day after `day`. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The API's from/to for an inclusive range of calendar days; either end may be empty. */
export function dayRangeToQuery(fromDay: string, toDay: string, timeZone: string): { from?: string; to?: string } {
  const from = fromDay ? startOfDay(fromDay, timeZone) : null;
  const to = toDay ? startOfDay(nextDay(toDay), timeZone) : null;
  return { ...(from ? { from: from.toISOString() } : {}), ...(to ? { to: to.toISOString() } : {}) };
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}
