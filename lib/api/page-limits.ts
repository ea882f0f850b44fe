// Safe in the browser (no Buffer, no zod): the console's fetchers size their pages with these.
export const PAGE_LIMIT_MAX = 200;
export const PAGE_LIMIT_DEFAULT = 50;
