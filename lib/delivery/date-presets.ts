import { addUtcDays, startOfUtcMonth } from "@/lib/utc-day";
import { dayIn } from "@/lib/time-zone";

// Ranges the console offers: the last 7 or 30 days (today included) and the current month so far, as calendar
// days of a zone. Delivery reports are keyed by UTC days, so they ask for UTC (the default); a page whose data
// has instants (the balance history) asks in the organization's zone.
export const DATE_PRESETS = ["last7", "last30", "thisMonth"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export function presetRange(preset: DatePreset, now: Date | number = Date.now(), timeZone = "UTC"): { from: string; to: string } {
  const today = dayIn(now, timeZone);
  if (preset === "thisMonth") return { from: startOfUtcMonth(today), to: today };
  return { from: addUtcDays(today, preset === "last7" ? -6 : -29), to: today };
}

/** Every day of [from, to], so a chart shows days without delivery as zeros instead of skipping them. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= 366; day = addUtcDays(day, 1)) days.push(day);
  return days;
}
