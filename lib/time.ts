import { z } from "zod";

// The spec's Timestamp: YYYY-MM-DDThh:mm:ss, optional fraction of 1 to 9 digits, then Z or ±hh:mm.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(Z|([+-])(\d{2}):(\d{2}))$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses a spec Timestamp into a Date, or null when it is malformed or not a real calendar instant. */
export function parseTimestamp(value: string): Date | null {
  const m = TIMESTAMP.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  let offsetMinutes = 0;
  if (m[8] !== "Z") {
    const offsetHours = Number(m[10]);
    const offsetMins = Number(m[11]);
    if (offsetHours > 23 || offsetMins > 59) return null;
    offsetMinutes = (m[9] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMins);
  }
  const millis = m[7] ? Number(m[7].slice(0, 3).padEnd(3, "0")) : 0;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000;
  return new Date(utc);
}

/** Request field: a spec Timestamp string, parsed into a Date. */
export const timestampSchema = z
  .string()
  .transform((value, ctx) => {
    const date = parseTimestamp(value);
    if (!date) {
      ctx.addIssue({ code: "custom", message: "must be an ISO 8601 timestamp such as 2026-01-31T09:00:00Z" });
      return z.NEVER;
    }
    return date;
  })
  .describe("Timestamp: YYYY-MM-DDThh:mm:ss[.fraction](Z|±hh:mm)");
