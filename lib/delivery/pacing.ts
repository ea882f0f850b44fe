import { addUtcDays, utcDayOf } from "./utc-day";

// A campaign's pacing as the console shows it: when today's daily budget resets. Days are UTC days, as delivery is
// counted. When its serving stops at the last 7 days' pace is lib/campaigns/serving-forecast.ts.

/** The instant the current UTC day ends, when a daily budget resets. */
export function nextUtcMidnight(now: Date | number = Date.now()): Date {
  return new Date(`${addUtcDays(utcDayOf(now), 1)}T00:00:00Z`);
}
