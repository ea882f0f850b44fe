// A UTC calendar day written YYYY-MM-DD: what delivery rows and reports are keyed by.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is YYYY-MM-DD naming a real calendar day (no February 30). */
export function isUtcDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number);
  const check = new Date(Date.UTC(year, month - 1, date));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date;
}

export function utcDayOf(instant: Date | number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative). */
export function addUtcDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number);
  return utcDayOf(Date.UTC(year, month - 1, date + days));
}

/** Days from `from` to `to`, counting both (1 when they are the same day). */
export function utcDaysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first day of `day`'s month. */
export function startOfUtcMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
