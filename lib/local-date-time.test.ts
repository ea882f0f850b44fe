import { describe, expect, it } from "vitest";
import { futureLocalDateTime } from "./future-local-date-time";
import { isoToLocalInput, localInputToIso } from "./local-date-time";

describe("local date-time inputs", () => {
  it.each([
    ["Asia/Seoul", "2031-03-04T05:06", "2031-03-03T20:06:00.000Z"],
    ["UTC", "2031-03-04T05:06", "2031-03-04T05:06:00.000Z"],
    ["America/New_York", "2031-07-04T05:06:30", "2031-07-04T09:06:30.000Z"],
  ])("in %s, %s is %s", (zone, value, iso) => {
    expect(localInputToIso(value, zone)).toBe(iso);
    expect(isoToLocalInput(iso, zone)).toBe(value.slice(0, 16));
  });

  it.each(["", "tomorrow", "2031-02-30T10:00", "2031-13-01T10:00", "2031-01-01T10:00:61"])("%j is not a time", (value) => {
    expect(localInputToIso(value, "Asia/Seoul")).toBeNull();
  });

  it("no time is an empty input", () => expect(isoToLocalInput(null, "Asia/Seoul")).toBe(""));

  it("accepts empty or future values only, read in the zone", () => {
    const field = futureLocalDateTime("Asia/Seoul");
    expect(field.safeParse("").success).toBe(true);
    expect(field.safeParse("2099-01-01T00:00").success).toBe(true);
    expect(field.safeParse("2001-01-01T00:00").success).toBe(false);
    expect(field.safeParse("2031-02-30T10:00").success).toBe(false);
    // an hour from now in UTC is already past in a zone 14 hours behind it... and ahead in one 14 ahead
    const soon = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);
    expect(futureLocalDateTime("Etc/GMT+12").safeParse(soon).success).toBe(true);
    expect(futureLocalDateTime("Pacific/Kiritimati").safeParse(soon).success).toBe(false);
  });
});
