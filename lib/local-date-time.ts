// <input type="datetime-local"> speaks the browser's wall-clock time without a zone ("2026-11-21T18:30");
// the API speaks Timestamps. These convert between the two in the browser's own time zone.

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An input value to an ISO Timestamp, or null when empty or not a real local time. */
export function localInputToIso(value: string): string | null {
  const m = LOCAL.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second = "0"] = m.slice(1);
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  if (date.getFullYear() !== Number(year) || date.getMonth() !== Number(month) - 1 || date.getDate() !== Number(day)) return null;
  return date.toISOString();
}

/** An ISO Timestamp to an input value in the browser's time zone; "" for none. */
export function isoToLocalInput(iso: string | undefined | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
