export const EXCHANGE_RATES_TAG = "Review";
export const RATE_EXAMPLE = { date: "2026-11-30", currency: "USD", rate: "1385.42", updatedAt: "2026-12-01T00:05:00.000Z" };
