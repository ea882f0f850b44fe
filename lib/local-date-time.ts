import { instantToWallClock, wallClockToInstant } from "./time-zone";

// <input type="datetime-local"> speaks wall-clock time without a zone ("2026-11-21T18:30"); the API speaks
// Timestamps. These convert between the two in a named zone: on an organization's pages, the organization's
// (next-intl's useTimeZone there), so what a person types means the same instant in every browser.

const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2}))?$/;

/** An input value to an ISO Timestamp, or null when empty or not a real time in `timeZone`. */
export function localInputToIso(value: string, timeZone: string): string | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const second = Number(m[2] ?? "0");
  if (second > 59) return null;
  const instant = wallClockToInstant(m[1], timeZone);
  return instant ? new Date(instant.getTime() + second * 1000).toISOString() : null;
}

/** An ISO Timestamp to an input value in `timeZone`; "" for none. */
export function isoToLocalInput(iso: string | undefined | null, timeZone: string): string {
  return iso ? instantToWallClock(iso, timeZone) : "";
}
