import "server-only";
import { setting } from "@/lib/config";

/** BALANCE_LOW_DAYS: a whole number of days, at least 1 (default 3). A wrong value is refused, not guessed at. */
export function balanceLowDays(): number {
  return setting("BALANCE_LOW_DAYS");
}
