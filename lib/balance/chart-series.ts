import { CHARGE_TYPES, type ChargeType } from "./charge-types";
import { dayOf, nextDay, startOfDay } from "./day-range";
import type { LedgerEntry } from "./schemas";

export type BalancePoint = { at: number; balance: number };
export type TypeBucket = { bucket: string } & Record<ChargeType, number>;

/** Points of the balance after each charge, oldest first (the history arrives newest first). */
export function balanceSeries(history: readonly LedgerEntry[]): BalancePoint[] {
  return history.map((entry) => ({ at: Date.parse(entry.createdAt), balance: entry.balanceAfter })).sort((a, b) => a.at - b.at);
}

/** Up to two months of charges are summed per day, longer spans per month (YYYY-MM), in the user's zone. */
export function bucketSize(history: readonly LedgerEntry[]): "day" | "month" {
  if (history.length === 0) return "day";
  const times = history.map((e) => Date.parse(e.createdAt));
  return Math.max(...times) - Math.min(...times) <= 62 * 86_400_000 ? "day" : "month";
}

/** The amount of each charge type per bucket, oldest bucket first. */
export function chargesByType(history: readonly LedgerEntry[], timeZone: string, size = bucketSize(history)): TypeBucket[] {
  const buckets = new Map<string, TypeBucket>();
  for (const entry of history) {
    const day = dayOf(new Date(entry.createdAt), timeZone);
    const key = size === "day" ? day : day.slice(0, 7);
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = { bucket: key, ...(Object.fromEntries(CHARGE_TYPES.map((t) => [t, 0])) as Record<ChargeType, number>) };
      buckets.set(key, bucket);
    }
    bucket[entry.type] += entry.amount;
  }
  return [...buckets.values()].sort((a, b) => a.bucket.localeCompare(b.bucket));
}

const HOUR = 3_600_000;
const MAX_TICKS = 7;

/**
 * Ticks of the balance chart's time axis, in the user's zone: one per local midnight (every nth day when there
 * are more than fit) for a span of days, or every few hours within one day, so no label repeats.
 */
export type TimeTicks = { ticks: number[]; unit: "day" | "hour" };

export function timeTicks(from: number, to: number, timeZone: string): TimeTicks {
  const firstDay = dayOf(new Date(from), timeZone);
  const lastDay = dayOf(new Date(to), timeZone);
  if (firstDay !== lastDay) {
    const days: number[] = [];
    for (let day = nextDay(firstDay); day <= lastDay; day = nextDay(day)) {
      const start = startOfDay(day, timeZone);
      if (start) days.push(start.getTime());
    }
    if (days.length > 1 || to - from > 24 * HOUR) {
      const every = Math.ceil(days.length / MAX_TICKS);
      return { ticks: days.filter((_, i) => i % every === 0), unit: "day" };
    }
  }
  const span = Math.max(to - from, HOUR);
  const step = [1, 2, 3, 4, 6, 12].map((h) => h * HOUR).find((s) => span / s <= MAX_TICKS) ?? 24 * HOUR;
  const ticks: number[] = [];
  for (let at = Math.ceil(from / step) * step; at <= to; at += step) ticks.push(at);
  return { ticks: ticks.length > 0 ? ticks : [from], unit: "hour" };
}
