import { describe, expect, it } from "vitest";
import {
  daysOf,
  hoursOfWeek,
  isScheduledAt,
  localHourOfWeek,
  nextScheduledStart,
  utcHoursOfWeek,
  utcWeekStart,
  weekdayTime,
} from "./schedule";

const at = (iso: string) => Date.parse(iso);
const MON = 0;
const SAT = 5;
const SUN = 6;

describe("schedule hours", () => {
  it("turns day lists into hours of the week and back", () => {
    const days = [[9, 10], [], [], [], [], [], [23]];
    expect(hoursOfWeek(days)).toEqual([9, 10, 167]);
    expect(daysOf([167, 10, 9])).toEqual(days);
  });

  it("reads the hour of the week on the zone's wall clock", () => {
    // Monday 2026-12-07 00:00 UTC is Monday 09:00 in Seoul, Sunday 19:00 in New York.
    expect(localHourOfWeek(at("2026-12-07T00:00:00Z"), "UTC")).toBe(MON);
    expect(localHourOfWeek(at("2026-12-07T00:00:00Z"), "Asia/Seoul")).toBe(MON + 9);
    expect(localHourOfWeek(at("2026-12-07T00:00:00Z"), "America/New_York")).toBe(SUN * 24 + 19);
    expect(utcWeekStart(at("2026-12-06T14:30:00Z"))).toBe(at("2026-11-30T00:00:00Z"));
    expect(utcWeekStart(at("2026-11-30T00:00:00Z"))).toBe(at("2026-11-30T00:00:00Z"));
  });

  it("serves at every hour without a schedule, else only in its hours", () => {
    expect(isScheduledAt([], "Asia/Seoul", at("2026-12-06T14:00:00Z"))).toBe(true);
    expect(isScheduledAt([MON + 9], "Asia/Seoul", at("2026-12-07T00:59:00Z"))).toBe(true);
    expect(isScheduledAt([MON + 9], "Asia/Seoul", at("2026-12-07T01:00:00Z"))).toBe(false);
  });
});

describe("the schedule in UTC", () => {
  it("moves each hour by the zone's offset, wrapping round the week", () => {
    const week = utcWeekStart(at("2026-12-07T00:00:00Z"));
    expect(utcHoursOfWeek([MON + 9], "Asia/Seoul", week)).toEqual([0]);
    // Monday 03:00 in Seoul is Sunday 18:00 UTC, the end of the UTC week.
    expect(utcHoursOfWeek([MON + 3], "Asia/Seoul", week)).toEqual([SUN * 24 + 18]);
    expect(utcHoursOfWeek([], "Asia/Seoul", week)).toEqual([]);
  });

  it("follows daylight saving time: New York's 09:00 is 14:00 UTC in winter and 13:00 UTC in summer", () => {
    expect(utcHoursOfWeek([MON + 9], "America/New_York", utcWeekStart(at("2026-01-12T12:00:00Z")))).toEqual([14]);
    expect(utcHoursOfWeek([MON + 9], "America/New_York", utcWeekStart(at("2026-07-13T12:00:00Z")))).toEqual([13]);
  });

  it("holds both offsets in the week the clocks change (New York, Sunday 2026-03-08)", () => {
    const week = utcWeekStart(at("2026-03-04T12:00:00Z"));
    // Saturday noon is still EST (17:00 UTC); Sunday noon is EDT (16:00 UTC).
    expect(utcHoursOfWeek([SAT * 24 + 12, SUN * 24 + 12], "America/New_York", week)).toEqual([SAT * 24 + 17, SUN * 24 + 16]);
  });

  it("lists the UTC hours starting in a scheduled hour of a half-hour zone (Kolkata, UTC+5:30)", () => {
    // Monday 09:00-09:59 in Kolkata is 03:30-04:29 UTC: the UTC hour starting at 04:00 (09:30 there).
    expect(utcHoursOfWeek([MON + 9], "Asia/Kolkata", utcWeekStart(at("2026-12-07T00:00:00Z")))).toEqual([4]);
  });
});

describe("the next scheduled hour", () => {
  it("is the start of the next hour in the schedule, in the zone", () => {
    const next = nextScheduledStart([MON + 9], "Asia/Seoul", at("2026-12-06T14:00:00Z"));
    expect(next?.toISOString()).toBe("2026-12-07T00:00:00.000Z");
    expect(weekdayTime(next!.getTime(), "Asia/Seoul")).toBe("Mon 09:00");
    // From inside the hour, the next one is a week on.
    expect(nextScheduledStart([MON + 9], "Asia/Seoul", at("2026-12-07T00:30:00Z"))?.toISOString()).toBe("2026-12-14T00:00:00.000Z");
    expect(nextScheduledStart([], "Asia/Seoul", at("2026-12-07T00:30:00Z"))).toBeNull();
  });

  it("skips the hour the clocks jump over and starts the next at its new offset", () => {
    // 2026-03-08 in New York: 02:00 EST becomes 03:00 EDT (07:00 UTC).
    const next = nextScheduledStart([SUN * 24 + 2, SUN * 24 + 3], "America/New_York", at("2026-03-08T06:30:00Z"));
    expect(next?.toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(weekdayTime(next!.getTime(), "America/New_York")).toBe("Sun 03:00");
  });

  it("starts a half-hour zone's hours on the half hour", () => {
    expect(nextScheduledStart([MON + 9], "Asia/Kolkata", at("2026-12-06T12:00:00Z"))?.toISOString()).toBe("2026-12-07T03:30:00.000Z");
  });
});
