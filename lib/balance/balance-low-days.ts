import "server-only";
import { DEFAULT_BALANCE_LOW_DAYS } from "./balance-runway";

/** BALANCE_LOW_DAYS: a whole number of days, at least 1 (default 3). A wrong value is refused, not guessed at. */
export function balanceLowDays(): number {
  const raw = process.env.BALANCE_LOW_DAYS;
  if (raw === undefined || raw === "") return DEFAULT_BALANCE_LOW_DAYS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`BALANCE_LOW_DAYS must be an integer of at least 1 (got ${JSON.stringify(raw)})`);
  return value;
}
