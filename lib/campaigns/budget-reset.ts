import { addUtcDays, utcDayOf } from "@/lib/utc-day";

// When a campaign's daily budget resets: the end of the day it counts in now. A campaign whose delivery is reported
// by the hour counts in the organization's day (its time zone; lib/campaigns/budget-day.ts finds that day and its
// end, spentTodayEndsAt); any other in the UTC day, as rows without an hour are dated. The serving status, the feed's
// recheck and the campaign answer (which the console's pacing card reads) all take it from here.

export const BUDGET_DAYS = ["ORGANIZATION", "UTC"] as const;
type BudgetDay = (typeof BUDGET_DAYS)[number];

/** The day a daily budget counts in now and the instant it ends (when the budget resets). */
type BudgetReset = { day: BudgetDay; at: Date };

/**
 * The current budget day's end: `organizationDayEndsAt` (the organization's next midnight, known when the
 * campaign is reported by the hour), else the next 00:00 UTC after `now`.
 */
export function budgetReset(organizationDayEndsAt: Date | undefined, now: Date | number = Date.now()): BudgetReset {
  if (organizationDayEndsAt) return { day: "ORGANIZATION", at: organizationDayEndsAt };
  return { day: "UTC", at: new Date(`${addUtcDays(utcDayOf(now), 1)}T00:00:00Z`) };
}
