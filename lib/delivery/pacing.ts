import { addUtcDays, utcDayOf } from "@/lib/utc-day";

// A campaign's pacing as the console shows it: when today's daily budget resets, and the day its total budget runs
// out at the last 7 days' pace. Days are UTC days, as delivery is counted.

/** The instant the current UTC day ends, when a daily budget resets. */
export function nextUtcMidnight(now: Date | number = Date.now()): Date {
  return new Date(`${addUtcDays(utcDayOf(now), 1)}T00:00:00Z`);
}

/**
 * The UTC day the remaining budget is used up at the average daily spend of the last 7 days (`lastSevenDaysSpend`
 * over 7), counted from today, or null when nothing was spent in them (no pace to tell by). Today when nothing
 * is left.
 */
export function budgetRunOutDay(budgetRemain: number, lastSevenDaysSpend: number, now: Date | number = Date.now()): string | null {
  const today = utcDayOf(now);
  if (budgetRemain <= 0) return today;
  const daily = lastSevenDaysSpend / 7;
  if (daily <= 0) return null;
  return addUtcDays(today, Math.floor(budgetRemain / daily));
}
