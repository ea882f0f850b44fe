import { describe, expect, it } from "vitest";
import { lastFullPeriod, nextSendAt } from "./report-period";

describe("nextSendAt", () => {
  it("is the next Monday 06:00 in the zone, strictly after the instant", () => {
    // Thursday 2026-11-26 12:00 UTC = 21:00 KST
    expect(nextSendAt("WEEKLY", "Asia/Seoul", new Date("2026-11-26T12:00:00Z")).toISOString()).toBe("2026-11-29T21:00:00.000Z");
    // exactly at a send time: the following week
    expect(nextSendAt("WEEKLY", "Asia/Seoul", new Date("2026-11-29T21:00:00Z")).toISOString()).toBe("2026-12-06T21:00:00.000Z");
    // Monday 05:59 KST: the same morning
    expect(nextSendAt("WEEKLY", "Asia/Seoul", new Date("2026-11-29T20:59:00Z")).toISOString()).toBe("2026-11-29T21:00:00.000Z");
    expect(nextSendAt("WEEKLY", "UTC", new Date("2026-11-30T07:00:00Z")).toISOString()).toBe("2026-12-07T06:00:00.000Z");
  });

  it("is the next 1st at 06:00 for MONTHLY, across a year and a daylight-saving change", () => {
    expect(nextSendAt("MONTHLY", "Asia/Seoul", new Date("2026-12-15T00:00:00Z")).toISOString()).toBe("2026-12-31T21:00:00.000Z");
    expect(nextSendAt("MONTHLY", "Asia/Seoul", new Date("2026-11-30T21:00:00Z")).toISOString()).toBe("2026-12-31T21:00:00.000Z");
    expect(nextSendAt("MONTHLY", "America/New_York", new Date("2026-03-15T00:00:00Z")).toISOString()).toBe("2026-04-01T10:00:00.000Z");
    // on the 1st before 06:00: that morning, not the next month's
    expect(nextSendAt("MONTHLY", "Asia/Seoul", new Date("2026-11-30T20:59:00Z")).toISOString()).toBe("2026-11-30T21:00:00.000Z");
  });
});

describe("lastFullPeriod", () => {
  it("is the previous Monday-to-Sunday week in the zone", () => {
    // Monday 2026-11-30 06:05 KST (Sunday 21:05 UTC): the week of 23-29 November
    expect(lastFullPeriod("WEEKLY", "Asia/Seoul", new Date("2026-11-29T21:05:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    // the same instant in UTC is still Sunday: the week before
    expect(lastFullPeriod("WEEKLY", "UTC", new Date("2026-11-29T21:05:00Z"))).toEqual({ from: "2026-11-16", to: "2026-11-22" });
  });

  it("is the previous calendar month", () => {
    expect(lastFullPeriod("MONTHLY", "Asia/Seoul", new Date("2026-12-31T21:05:00Z"))).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(lastFullPeriod("MONTHLY", "UTC", new Date("2026-03-01T06:00:00Z"))).toEqual({ from: "2026-02-01", to: "2026-02-28" });
    // in the middle of a month too
    expect(lastFullPeriod("MONTHLY", "UTC", new Date("2026-03-17T12:00:00Z"))).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });
});
