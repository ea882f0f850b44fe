/**
 * The time for a history record written under its subject's row lock: now, or 1 ms after the previous record
 * when that is not earlier than now (same millisecond, or a clock that stepped back), so "newest first" is
 * always the order the records were written in.
 */
export function nextRecordTime(previous: Date | null | undefined, now: Date = new Date()): Date {
  return previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;
}
