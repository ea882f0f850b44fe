/** The charts draw at most this many of the latest charges of the period. */
export const TIMELINE_MAX_ROWS = 2000;
