/** The directions a list or a report may be ordered in: asc (smallest or oldest first) or desc. */
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
