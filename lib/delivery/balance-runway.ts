/** Days of spend a balance covers at the last 7 days' average, or null when nothing was spent. */
export function balanceRunwayDays(balance: number, lastSevenDaysSpend: number): number | null {
  const daily = lastSevenDaysSpend / 7;
  return daily > 0 ? balance / daily : null;
}

/** The dashboard warns when the balance covers fewer than this many days. */
const LOW_BALANCE_DAYS = 3;

export function isLowBalance(balance: number, lastSevenDaysSpend: number): boolean {
  const days = balanceRunwayDays(balance, lastSevenDaysSpend);
  return days !== null && days < LOW_BALANCE_DAYS;
}
