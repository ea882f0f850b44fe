/** Days of spend a balance covers at the last 7 days' average, or null when nothing was spent. */
export function balanceRunwayDays(balance: number, lastSevenDaysSpend: number): number | null {
  const daily = lastSevenDaysSpend / 7;
  return daily > 0 ? balance / daily : null;
}

/** Whether the balance covers fewer than `lowDays` days (BALANCE_LOW_DAYS: the dashboard's warning and balance.low). */
export function isLowBalance(balance: number, lastSevenDaysSpend: number, lowDays: number): boolean {
  const days = balanceRunwayDays(balance, lastSevenDaysSpend);
  return days !== null && days < lowDays;
}
