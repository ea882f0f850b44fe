import { describe, expect, it, vi } from "vitest";
import { dayIn, instantToWallClock, offsetLabel, wallClockToInstant, zoneLabel, zoneOffsetMinutes } from "./time-zone";
import { canonicalTimeZone, supportedTimeZones } from "./time-zone-names";
import { timeZoneSchema } from "./time-zone-schema";

describe("time zone names", () => {
  it.each([
    ["Asia/Seoul", "Asia/Seoul"],
    ["asia/seoul", "Asia/Seoul"],
    ["UTC", "UTC"],
    ["Asia/Kolkata", "Asia/Kolkata"],
    ["asia/calcutta", "Asia/Calcutta"],
    ["Etc/GMT-9", "Etc/GMT-9"],
  ])("%s is the zone %s", (value, zone) => expect(canonicalTimeZone(value)).toBe(zone));

  it.each([["Mars/Olympus"], [""], ["+09:00"], ["Asia/Seoul "], ["../../etc/passwd"], ["A".repeat(65)], [9], [null]])(
    "%j is no zone",
    (value) => expect(canonicalTimeZone(value)).toBeNull(),
  );

  it("the schema stores the canonical name and refuses an unknown one with a reason", () => {
    expect(timeZoneSchema.parse("europe/berlin")).toBe("Europe/Berlin");
    const result = timeZoneSchema.safeParse("Moon/Base");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("must be an IANA time zone such as Asia/Seoul");
  });

  it("offers UTC first and the runtime's zones", () => {
    const zones = supportedTimeZones();
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Asia/Seoul");
    expect(new Set(zones).size).toBe(zones.length);
  });
});

describe("offsets", () => {
  const winter = Date.UTC(2026, 0, 15);
  const summer = Date.UTC(2026, 6, 15);
  it.each([
    ["Asia/Seoul", winter, "UTC+9"],
    ["Asia/Kolkata", winter, "UTC+5:30"],
    ["America/St_Johns", winter, "UTC−3:30"],
    ["America/New_York", winter, "UTC−5"],
    ["America/New_York", summer, "UTC−4"],
    ["UTC", summer, "UTC"],
  ])("%s at %i is %s", (zone, at, label) => expect(offsetLabel(zone, at)).toBe(label));

  it("reads UTC without a formatter, and every other zone through one", () => {
    const formatted = vi.spyOn(Intl.DateTimeFormat.prototype, "formatToParts");
    try {
      expect([winter, summer].map((at) => zoneOffsetMinutes(at, "UTC"))).toEqual([0, 0]);
      expect(formatted).not.toHaveBeenCalled();
      expect(zoneOffsetMinutes(winter, "Atlantic/Azores")).toBe(-60);
      expect(formatted).toHaveBeenCalledTimes(1);
    } finally {
      formatted.mockRestore();
    }
  });

  it("names the zone with its offset beside a field", () => {
    expect(zoneLabel("Asia/Seoul", winter)).toBe("Asia/Seoul (UTC+9)");
    expect(zoneLabel("UTC", winter)).toBe("UTC");
  });
});

describe("wall-clock time in a zone", () => {
  it.each([
    ["2026-12-01T02:00", "Asia/Seoul", "2026-11-30T17:00:00.000Z"],
    ["2026-12-01T02:00", "UTC", "2026-12-01T02:00:00.000Z"],
    ["2026-07-01T09:30", "America/New_York", "2026-07-01T13:30:00.000Z"],
    ["2026-01-01T09:30", "America/New_York", "2026-01-01T14:30:00.000Z"],
    // 02:30 does not exist on the spring-forward night: the instant after the gap
    ["2026-03-08T02:30", "America/New_York", "2026-03-08T07:30:00.000Z"],
  ])("%s in %s is %s", (wall, zone, iso) => expect(wallClockToInstant(wall, zone)?.toISOString()).toBe(iso));

  it.each([["2026-02-30T10:00"], ["2026-12-01T24:00"], ["2026-12-01 10:00"], ["2026-12-01T10:60"], [""]])("%j is refused", (wall) =>
    expect(wallClockToInstant(wall, "Asia/Seoul")).toBeNull(),
  );

  it.each([
    ["2026-11-30T17:00:00.000Z", "Asia/Seoul", "2026-12-01T02:00"],
    ["2026-11-30T17:00:00.000Z", "UTC", "2026-11-30T17:00"],
    ["2026-07-01T13:30:00.000Z", "America/New_York", "2026-07-01T09:30"],
  ])("%s reads %s there as %s, and back", (iso, zone, wall) => {
    expect(instantToWallClock(iso, zone)).toBe(wall);
    expect(wallClockToInstant(wall, zone)?.toISOString()).toBe(iso);
  });

  it("the day of an instant depends on the zone", () => {
    const instant = Date.parse("2026-10-31T15:00:00Z");
    expect(dayIn(instant, "Asia/Seoul")).toBe("2026-11-01");
    expect(dayIn(instant, "UTC")).toBe("2026-10-31");
  });
});

describe("daylight-saving changes", () => {
  it("an hour that happens twice reads as its first time", () =>
    expect(wallClockToInstant("2026-11-01T01:30", "America/New_York")?.toISOString()).toBe("2026-11-01T05:30:00.000Z"));
});
