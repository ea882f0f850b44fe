import { chargeSign } from "./charge-types";
import type { LedgerEntry } from "./schemas";

// CSV as spreadsheets read it (RFC 4180): CRLF rows, fields quoted when they hold a quote, comma or line break,
// quotes doubled; a UTF-8 byte-order mark so Excel shows Korean text; and text that a spreadsheet would run as a
// formula (=, +, -, @ first) is prefixed with an apostrophe.

export const UTF8_BOM = "\uFEFF";

export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return UTF8_BOM + rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

export type HistoryCsvLabels = {
  columns: { date: string; type: string; amount: string; balanceAfter: string; description: string; id: string };
  type: (type: LedgerEntry["type"]) => string;
  /** A date a spreadsheet recognises, in the user's time zone. */
  date: (iso: string) => string;
};

/** One row per charge, newest first as the history is; amounts are signed so a column sum is the net change. */
export function historyCsv(history: readonly LedgerEntry[], labels: HistoryCsvLabels): string {
  const { columns } = labels;
  return toCsv([
    [columns.date, columns.type, columns.amount, columns.balanceAfter, columns.description, columns.id],
    ...history.map((e) => [
      labels.date(e.createdAt),
      labels.type(e.type),
      chargeSign(e.type) * e.amount,
      e.balanceAfter,
      e.description,
      e._id,
    ]),
  ]);
}

/** "2026-11-21 09:30:05" in `timeZone`: the form Excel and LibreOffice read as a date and time. */
export function spreadsheetDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("sv-SE", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).format(new Date(iso));
}
