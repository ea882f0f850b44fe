// IANA time zones: what offset a zone has at an instant, and the conversion between an instant and the wall-clock
// time people read and type in a zone (which names are zones: ./time-zone-names.ts, which the pages that only show
// dates do not load). Runs the same on the server and in the browser.

// Making a formatter costs far more than using one (a delivery request places a thousand hours in a zone).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at `instant` (Asia/Seoul: 540). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  // A page that reads only UTC days (the delivery figures) would otherwise make its first Intl object here, and the
  // first one in a browser tab is the costly one.
  if (timeZone === "UTC") return 0;
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** "UTC+9", "UTC+5:30", "UTC−3:30", "UTC": written by hand so server and browser print the same text. */
export function offsetLabel(timeZone: string, instant: number = Date.now()): string {
  const minutes = zoneOffsetMinutes(instant, timeZone);
  if (minutes === 0) return "UTC";
  const sign = minutes > 0 ? "+" : "−";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** "Asia/Seoul (UTC+9)": the zone named next to a date field. */
export function zoneLabel(timeZone: string, instant: number = Date.now()): string {
  return timeZone === "UTC" ? "UTC" : `${timeZone} (${offsetLabel(timeZone, instant)})`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time (YYYY-MM-DDTHH:mm, as a datetime-local input holds it) names in `timeZone`, or
 * null for a malformed or unreal one.
 */
export function wallClockToInstant(value: string, timeZone: string): Date | null {
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return null;
  }
  // The offsets a day before and after: equal except across a daylight-saving change. The earlier reading wins
  // when the time happens twice (autumn); a time skipped in spring is read with the offset before the change.
  const before = asUtc - zoneOffsetMinutes(asUtc - 86_400_000, timeZone) * 60_000;
  const after = asUtc - zoneOffsetMinutes(asUtc + 86_400_000, timeZone) * 60_000;
  const readings = [before, after].filter((instant) => instantToWallClock(instant, timeZone) === value).sort((a, b) => a - b);
  return new Date(readings[0] ?? before);
}

/** The wall-clock time (YYYY-MM-DDTHH:mm) of `instant` in `timeZone`: a datetime-local input's value. */
export function instantToWallClock(instant: Date | string | number, timeZone: string): string {
  const time = new Date(instant).getTime();
  return new Date(time + zoneOffsetMinutes(time, timeZone) * 60_000).toISOString().slice(0, 16);
}

/** The calendar day (YYYY-MM-DD) `instant` falls on in `timeZone`. */
export function dayIn(instant: Date | number, timeZone: string): string {
  return instantToWallClock(instant, timeZone).slice(0, 10);
}
