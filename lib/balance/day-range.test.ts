import { describe, expect, it } from "vitest";
import { dayOf, dayRangeToQuery, nextDay, startOfDay } from "./day-range";

describe("calendar days in a time zone", () => {
  it.each([
    ["2026-11-21", "UTC", "2026-11-21T00:00:00.000Z"],
    ["2026-11-21", "Asia/Seoul", "2026-11-20T15:00:00.000Z"],
    ["2026-11-21", "America/New_York", "2026-11-21T05:00:00.000Z"],
    ["2026-07-01", "America/New_York", "2026-07-01T04:00:00.000Z"],
    // The day daylight saving time starts (02:00 → 03:00) and ends in New York.
    ["2026-03-08", "America/New_York", "2026-03-08T05:00:00.000Z"],
    ["2026-11-01", "America/New_York", "2026-11-01T04:00:00.000Z"],
    ["2026-11-21", "Asia/Kathmandu", "2026-11-20T18:15:00.000Z"],
    // Auckland's changes are at 02:00 and 03:00, but 12 or 13 hours from UTC: a first guess made with the offset's
    // sign or unit wrong lands on the other side of the change.
    ["2026-04-05", "Pacific/Auckland", "2026-04-04T11:00:00.000Z"],
    ["2026-09-27", "Pacific/Auckland", "2026-09-26T12:00:00.000Z"],
  ])("%s starts in %s at %s", (day, zone, iso) => {
    expect(startOfDay(day, zone)?.toISOString()).toBe(iso);
  });

  it.each(["2026-02-30", "2026-13-01", "21-11-2026", ""])("refuses %j", (day) => {
    expect(startOfDay(day, "UTC")).toBeNull();
  });

  it("refuses a year before 100, which Date.UTC would read as 19xx", () => {
    expect(startOfDay("0050-01-01", "UTC")).toBeNull();
  });

  it("steps over month and year ends", () => {
    expect(nextDay("2026-02-28")).toBe("2026-03-01");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });

  it("turns an inclusive day range into from (inclusive) and to (the next day's start, exclusive)", () => {
    expect(dayRangeToQuery("2026-11-01", "2026-11-30", "Asia/Seoul")).toEqual({
      from: "2026-10-31T15:00:00.000Z",
      to: "2026-11-30T15:00:00.000Z",
    });
    expect(dayRangeToQuery("", "2026-11-30", "UTC")).toEqual({ to: "2026-12-01T00:00:00.000Z" });
    expect(dayRangeToQuery("", "", "UTC")).toEqual({});
  });

  it("names the day an instant falls on in the zone", () => {
    expect(dayOf(new Date("2026-11-20T15:00:00Z"), "Asia/Seoul")).toBe("2026-11-21");
    expect(dayOf(new Date("2026-11-20T15:00:00Z"), "UTC")).toBe("2026-11-20");
  });
});
