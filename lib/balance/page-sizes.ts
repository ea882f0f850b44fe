/** The charts draw at most this many of the latest charges of the period. */
export const TIMELINE_MAX_ROWS = 2000;

/** Rows of the history table's first page (the server prefetches the same page the table asks for). */
export const HISTORY_PAGE_SIZE = 25;
