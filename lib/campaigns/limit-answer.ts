import type { CapPeriod } from "./campaign-constants";
import type { FrequencyCap, Schedule } from "./delivery-limit-schemas";
import { daysOf } from "./schedule";

/** The cap and schedule columns of a campaign (the cap columns of an ad); absent where a read does not select them. */
export type LimitColumns = {
  capImpressions?: number | null;
  capPer?: string | null;
  scheduleHours?: number[];
  scheduleTimeZone?: string | null;
};

export function frequencyCapAnswer(row: Pick<LimitColumns, "capImpressions" | "capPer">): FrequencyCap | null {
  return row.capImpressions != null && row.capPer ? { impressions: row.capImpressions, per: row.capPer as CapPeriod } : null;
}

/** The stored cap of a request's `frequencyCap` (null: none). */
export function capColumns(cap: FrequencyCap | null): { capImpressions: number | null; capPer: string | null } {
  return { capImpressions: cap?.impressions ?? null, capPer: cap?.per ?? null };
}

/** The schedule's hours and zone, when it has hours (an empty schedule serves at every hour). */
export function scheduleOf(row: LimitColumns): { hours: number[]; timeZone: string } | null {
  return row.scheduleHours?.length ? { hours: row.scheduleHours, timeZone: row.scheduleTimeZone ?? "UTC" } : null;
}

export function scheduleAnswer(row: LimitColumns): Schedule {
  const schedule = scheduleOf(row);
  return schedule ? { timeZone: schedule.timeZone, hours: daysOf(schedule.hours) } : null;
}
