import { CHARGE_TYPES, type ChargeType } from "./charge-types";
import { dayOf } from "./day-range";
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
