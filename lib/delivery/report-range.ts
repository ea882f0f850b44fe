import { DATE_PRESETS, daysOf, presetRange, type DatePreset } from "@/lib/delivery/date-presets";
import { isOneOf } from "@/lib/one-of";
import { addUtcDays, isUtcDay, utcDaysInclusive } from "@/lib/utc-day";

// A report's range as the Performance tab's URL holds it (?range= for a preset, ?from=&to= for days of one's own,
// ?compare=1 for the period before), and the comparison with that period. Client-safe: no zod.

/** Reports span at most a year and a day (the report query refuses more). */
export const REPORT_DAYS_MAX = 366;

export type ReportRangeChoice = DatePreset | "custom";
type CustomRangeError = "missing" | "invalid" | "order" | "tooLong";
type Range = { from: string; to: string };

/** What is wrong with a range typed in, or null: both days, real ones, `from` not after `to`, at most REPORT_DAYS_MAX days. */
export function customRangeError(from: string, to: string): CustomRangeError | null {
  if (!from || !to) return "missing";
  if (!isUtcDay(from) || !isUtcDay(to)) return "invalid";
  if (from > to) return "order";
  if (utcDaysInclusive(from, to) > REPORT_DAYS_MAX) return "tooLong";
  return null;
}

/**
 * The range a URL's values ask for: its own days when `from` and `to` make a valid range, else the preset named by
 * `range` (the last 30 days when unknown) in `timeZone`.
 */
export function readReportRange(
  values: { range?: string; from?: string; to?: string },
  now: Date | number = Date.now(),
  timeZone = "UTC",
): Range & { choice: ReportRangeChoice } {
  const { from = "", to = "" } = values;
  if ((from || to) && customRangeError(from, to) === null) return { choice: "custom", from, to };
  const preset = isOneOf(DATE_PRESETS, values.range) ? values.range : "last30";
  return { choice: preset, ...presetRange(preset, now, timeZone) };
}

/** The period before `range`: as many days, ending the day before `range.from`. */
export function previousRange({ from, to }: Range): Range {
  const days = utcDaysInclusive(from, to);
  return { from: addUtcDays(from, -days), to: addUtcDays(from, -1) };
}

/**
 * How `current` compares with `previous`, as a fraction (0.123 for 12.3% more); "new" when there was nothing before
 * and is something now; null when there is nothing to compare (a rate without a value, nothing then and now).
 */
export function relativeChange(current: number | null, previous: number | null): number | "new" | null {
  if (current === null || previous === null) return null;
  if (previous === 0) return current === 0 ? null : "new";
  return (current - previous) / previous;
}

type DayFigures = { impressions: number; clicks: number; installs: number; spend: number };
export type DailyPoint = DayFigures & {
  date: string;
  /** With a previous period: its day at the same position (its first day beside the range's first). */
  previous?: DayFigures & { date: string };
};

const figuresOf = (row: Partial<DayFigures> | undefined): DayFigures => ({
  impressions: row?.impressions ?? 0,
  clicks: row?.clicks ?? 0,
  installs: row?.installs ?? 0,
  spend: row?.spend ?? 0,
});

/**
 * A point for every day of `range` (days without delivery are zeros, not gaps) and, with `previous`, the previous
 * period's figures of the day at the same position, so both draw over the same axis.
 */
export function dailySeries(
  rows: ({ date?: string } & DayFigures)[],
  range: Range,
  previous?: { rows: ({ date?: string } & DayFigures)[]; from: string },
): DailyPoint[] {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const previousByDay = new Map(previous?.rows.map((row) => [row.date, row]));
  return daysOf(range.from, range.to).map((date, index) => {
    const point: DailyPoint = { date, ...figuresOf(byDay.get(date)) };
    if (previous) {
      const previousDate = addUtcDays(previous.from, index);
      point.previous = { date: previousDate, ...figuresOf(previousByDay.get(previousDate)) };
    }
    return point;
  });
}
