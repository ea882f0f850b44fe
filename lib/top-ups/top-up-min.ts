/** The smallest top-up request, in KRW (the form shows it without loading the request schema). */
export const TOP_UP_MIN = 1_000;
