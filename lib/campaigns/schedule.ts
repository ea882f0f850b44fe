import { zoneOffsetMinutes } from "@/lib/time-zone";

// Dayparting math: a schedule is the set of hours of the week (0 = Monday 00:00 to 167 = Sunday 23:00) a campaign
// may serve in its time zone. Pure, the same on the server and in the browser; daylight saving time is read from
// the zone at each instant.

const HOUR_MS = 3_600_000;
const WEEK_HOURS = 168;

/** The seven day lists (Monday first) as hours of the week, ascending and without repeats. */
export function hoursOfWeek(days: readonly (readonly number[])[]): number[] {
  return [...new Set(days.flatMap((hours, day) => hours.map((hour) => day * 24 + hour)))].sort((a, b) => a - b);
}

/** Hours of the week as seven day lists, Monday first, each ascending. */
export function daysOf(hours: readonly number[]): number[][] {
  const days: number[][] = Array.from({ length: 7 }, () => []);
  for (const hour of [...hours].sort((a, b) => a - b)) days[Math.floor(hour / 24)].push(hour % 24);
  return days;
}

// 1970-01-01 00:00 UTC was a Thursday: hour 72 of its week.
const EPOCH_HOUR_OF_WEEK = 72;
const hourOfWeekAt = (wallClockMs: number) =>
  (((Math.floor(wallClockMs / HOUR_MS) + EPOCH_HOUR_OF_WEEK) % WEEK_HOURS) + WEEK_HOURS) % WEEK_HOURS;

/**
 * A zone's offset (ms) at instants from `from` to `to`: read once when it is the same at both ends (a daylight-saving
 * change is months from the next), else at each instant. Reading the zone is what costs.
 */
function offsetsBetween(timeZone: string, from: number, to: number): (instant: number) => number {
  const first = zoneOffsetMinutes(from, timeZone) * 60_000;
  if (zoneOffsetMinutes(to, timeZone) * 60_000 === first) return () => first;
  return (instant) => zoneOffsetMinutes(instant, timeZone) * 60_000;
}

/** The hour of the week (Monday 00:00 = 0) `instant` falls in, on the wall clock of `timeZone`. */
export function localHourOfWeek(instant: number, timeZone: string): number {
  return hourOfWeekAt(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
}

/** Whether a campaign with this schedule may serve at `instant` (an empty schedule: every hour). */
export function isScheduledAt(hours: readonly number[], timeZone: string, instant: number): boolean {
  return hours.length === 0 || hours.includes(localHourOfWeek(instant, timeZone));
}

/**
 * The first instant after `now` that starts a scheduled hour in `timeZone`, or null for an empty schedule. Local
 * hours start on a UTC quarter hour (every zone's offset is whole quarter hours); an hour skipped when the clocks go
 * forward never starts.
 */
export function nextScheduledStart(hours: readonly number[], timeZone: string, now: number): Date | null {
  if (hours.length === 0) return null;
  const scheduled = new Set(hours);
  const firstHour = Math.floor(now / HOUR_MS) * HOUR_MS;
  const steps = WEEK_HOURS + 2;
  const offsetAt = offsetsBetween(timeZone, firstHour, firstHour + (steps + 1) * HOUR_MS);
  for (let k = 0; k <= steps; k++) {
    const base = firstHour + k * HOUR_MS;
    const offset = offsetAt(base);
    const start = base + (((-offset % HOUR_MS) + HOUR_MS) % HOUR_MS);
    if (start <= now || offsetAt(start) !== offset) continue;
    if (scheduled.has(hourOfWeekAt(start + offset))) return new Date(start);
  }
  return null;
}

/** Monday 00:00 UTC of the UTC week `instant` is in. */
export function utcWeekStart(instant: number): number {
  return instant - hourOfWeekAt(instant) * HOUR_MS - (((instant % HOUR_MS) + HOUR_MS) % HOUR_MS);
}

/**
 * The schedule as UTC hours of the week (0 = Monday 00:00 UTC) for the UTC week starting `weekStart`: a UTC hour is
 * listed when the local hour its start falls in is scheduled (in a zone off UTC by a half hour, the UTC hour half
 * overlaps it). Across a daylight-saving change the week holds the hours before the change and after it.
 */
export function utcHoursOfWeek(hours: readonly number[], timeZone: string, weekStart: number): number[] {
  if (hours.length === 0) return [];
  const scheduled = new Set(hours);
  const offsetAt = offsetsBetween(timeZone, weekStart, weekStart + WEEK_HOURS * HOUR_MS);
  const list: number[] = [];
  for (let hour = 0; hour < WEEK_HOURS; hour++) {
    const instant = weekStart + hour * HOUR_MS;
    if (scheduled.has(hourOfWeekAt(instant + offsetAt(instant)))) list.push(hour);
  }
  return list;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"] as const;

/** "Mon 09:00": an instant as weekday and time in `timeZone` (English, the API's words). */
export function weekdayTime(instant: number, timeZone: string): string {
  const wall = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return `${WEEKDAYS[Math.floor(hourOfWeekAt(wall.getTime()) / 24)]} ${wall.toISOString().slice(11, 16)}`;
}
