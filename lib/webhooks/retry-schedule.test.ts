import { describe, expect, it } from "vitest";
import { nextAttemptAt, retryPeriodMs, retryScheduleSeconds } from "./retry-schedule";

const now = new Date("2026-11-26T00:00:00.000Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe("webhook retry schedule", () => {
  it("backs off from 5 seconds to 10 hours and ends after about three days", () => {
    const schedule = retryScheduleSeconds({});
    expect(nextAttemptAt(1, now, schedule)).toEqual(later(5));
    expect(nextAttemptAt(2, now, schedule)).toEqual(later(300));
    expect(nextAttemptAt(5, now, schedule)).toEqual(later(18_000));
    expect(nextAttemptAt(12, now, schedule)).toEqual(later(36_000));
    expect(nextAttemptAt(13, now, schedule)).toBeNull();
    const days = retryPeriodMs(schedule) / 86_400_000;
    expect(days).toBeGreaterThan(3);
    expect(days).toBeLessThan(3.5);
  });

  it("each wait is at least as long as the one before", () => {
    const schedule = retryScheduleSeconds({});
    schedule.slice(1).forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(schedule[i]));
  });

  it("takes WEBHOOK_RETRY_SCHEDULE_SECONDS as given, and refuses what is not whole seconds", () => {
    expect(retryScheduleSeconds({ WEBHOOK_RETRY_SCHEDULE_SECONDS: "1, 2" })).toEqual([1, 2]);
    expect(nextAttemptAt(3, now, [1, 2])).toBeNull();
    expect(retryPeriodMs([1, 2])).toBe(3_000);
    for (const bad of ["1,x", "-1", "1.5"])
      expect(() => retryScheduleSeconds({ WEBHOOK_RETRY_SCHEDULE_SECONDS: bad })).toThrow(/WEBHOOK_RETRY_SCHEDULE_SECONDS/);
  });
});
