import { setting } from "@/lib/config";
// When a failed delivery is tried again: 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h, about three days in all.
// WEBHOOK_RETRY_SCHEDULE_SECONDS (comma-separated seconds) replaces it, for tests.

const DEFAULT_SCHEDULE_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000, 36_000, 36_000, 36_000, 36_000, 36_000];

/** The waits after the 1st, 2nd, ... failed attempt; a failure past the last one ends the delivery (FAILED). */
export function retryScheduleSeconds(env: Record<string, string | undefined> = process.env): number[] {
  return setting("WEBHOOK_RETRY_SCHEDULE_SECONDS", env) ?? DEFAULT_SCHEDULE_SECONDS;
}

/** When to try again after `attempts` failed attempts, or null when the schedule is spent. */
export function nextAttemptAt(attempts: number, now: Date, schedule = retryScheduleSeconds()): Date | null {
  const wait = schedule[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait * 1000);
}

/** How long an endpoint must fail without one success before it is turned off: the whole schedule. */
export function retryPeriodMs(schedule = retryScheduleSeconds()): number {
  return schedule.reduce((sum, seconds) => sum + seconds, 0) * 1000;
}
