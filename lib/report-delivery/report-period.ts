import { instantToWallClock, wallClockToInstant } from "@/lib/time-zone";
import type { Frequency } from "@/lib/report-delivery-values";
import { addUtcDays } from "@/lib/utc-day";

/** Scheduled reports go out at this local hour: early, so the week's or month's report is there when work starts. */
const SEND_HOUR = "06:00";

/** A report period: calendar days, both inclusive. */
export type Period = { from: string; to: string };

/** The weekday (0 Sunday … 6 Saturday) of a calendar day YYYY-MM-DD. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The first day of the month after `day`'s, e.g. 2026-11-17 → 2026-12-01. */
function firstOfNextMonth(day: string): string {
  const [year, month] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
}

/** The next send day (a Monday, or a 1st) on or after `day`. */
function sendDayOnOrAfter(frequency: Frequency, day: string): string {
  if (frequency === "WEEKLY") return addUtcDays(day, (8 - weekday(day)) % 7);
  return day.endsWith("-01") ? day : firstOfNextMonth(day);
}

/**
 * The first send time strictly after `after`: Monday (WEEKLY) or the 1st (MONTHLY) at SEND_HOUR in `timeZone`.
 */
export function nextSendAt(frequency: Frequency, timeZone: string, after: Date): Date {
  let day = sendDayOnOrAfter(frequency, instantToWallClock(after, timeZone).slice(0, 10));
  for (;;) {
    const at = wallClockToInstant(`${day}T${SEND_HOUR}`, timeZone)!;
    if (at.getTime() > after.getTime()) return at;
    day = sendDayOnOrAfter(frequency, addUtcDays(day, 1));
  }
}

/**
 * The last full period before `now` in `timeZone`: the Monday-to-Sunday week (WEEKLY) or the calendar month
 * (MONTHLY) that ended before today began there.
 */
export function lastFullPeriod(frequency: Frequency, timeZone: string, now: Date): Period {
  const today = instantToWallClock(now, timeZone).slice(0, 10);
  if (frequency === "WEEKLY") {
    const thisMonday = addUtcDays(today, -((weekday(today) + 6) % 7));
    return { from: addUtcDays(thisMonday, -7), to: addUtcDays(thisMonday, -1) };
  }
  const firstOfThisMonth = `${today.slice(0, 7)}-01`;
  const to = addUtcDays(firstOfThisMonth, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}
