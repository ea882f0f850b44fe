import { describe, expect, it } from "vitest";
import { balanceSeries, bucketSize, chargesByType, timeTicks } from "./chart-series";
import type { LedgerEntry } from "./schemas";

const entry = (createdAt: string, type: LedgerEntry["type"], amount: number, balanceAfter: number): LedgerEntry => ({
  _id: createdAt.replace(/\D/g, "").padEnd(24, "0").slice(0, 24),
  type,
  amount,
  cur: "CURRENCY_KRW",
  balanceAfter,
  description: "",
  createdAt,
});

const newestFirst = [
  entry("2026-11-21T16:00:00.000Z", "CHARGE_TYPE_USAGE", 300, 1700),
  entry("2026-11-21T10:00:00.000Z", "CHARGE_TYPE_FREE", 1000, 2000),
  entry("2026-11-20T10:00:00.000Z", "CHARGE_TYPE_PAID", 1000, 1000),
];

describe("balance chart series", () => {
  it("puts the balance points oldest first", () => {
    expect(balanceSeries(newestFirst).map((p) => p.balance)).toEqual([1000, 2000, 1700]);
  });

  it("sums each type per day in the user's time zone", () => {
    expect(chargesByType(newestFirst, "UTC")).toEqual([
      { bucket: "2026-11-20", CHARGE_TYPE_PAID: 1000, CHARGE_TYPE_FREE: 0, CHARGE_TYPE_REFUND: 0, CHARGE_TYPE_USAGE: 0 },
      { bucket: "2026-11-21", CHARGE_TYPE_PAID: 0, CHARGE_TYPE_FREE: 1000, CHARGE_TYPE_REFUND: 0, CHARGE_TYPE_USAGE: 300 },
    ]);
    // 16:00 UTC is already the 22nd in Seoul.
    expect(chargesByType(newestFirst, "Asia/Seoul").map((b) => b.bucket)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
  });

  it("sums per month once the span passes two months", () => {
    const long = [...newestFirst, entry("2026-08-01T00:00:00.000Z", "CHARGE_TYPE_PAID", 5, 5)];
    expect(bucketSize(long)).toBe("month");
    expect(chargesByType(long, "UTC").map((b) => b.bucket)).toEqual(["2026-08", "2026-11"]);
    expect(bucketSize([])).toBe("day");
  });

  it("sums per day up to exactly 62 days, per month beyond", () => {
    const first = entry("2026-09-01T00:00:00.000Z", "CHARGE_TYPE_PAID", 5, 5);
    expect(bucketSize([entry("2026-11-02T00:00:00.000Z", "CHARGE_TYPE_PAID", 5, 10), first])).toBe("day");
    expect(bucketSize([entry("2026-11-02T00:00:00.001Z", "CHARGE_TYPE_PAID", 5, 10), first])).toBe("month");
  });
});

describe("timeTicks", () => {
  const at = (iso: string) => Date.parse(iso);
  const day = (ms: number, timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" }).format(ms);

  it("puts one tick per local midnight over several days, so no day label repeats", () => {
    const { ticks, unit } = timeTicks(at("2026-11-20T10:00:00Z"), at("2026-11-23T10:00:00Z"), "Asia/Seoul");
    expect(unit).toBe("day");
    expect(ticks.map((t) => new Date(t).toISOString())).toEqual([
      "2026-11-20T15:00:00.000Z",
      "2026-11-21T15:00:00.000Z",
      "2026-11-22T15:00:00.000Z",
    ]);
    expect(new Set(ticks.map((t) => day(t, "Asia/Seoul"))).size).toBe(ticks.length);
  });

  it("thins a long span to at most seven ticks, still one day each", () => {
    const { ticks } = timeTicks(at("2026-09-01T00:00:00Z"), at("2026-11-30T00:00:00Z"), "UTC");
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(new Set(ticks.map((t) => day(t, "UTC"))).size).toBe(ticks.length);
  });

  it("ticks by the hour within one day (three charges on Nov 23 read as times, not 'Nov 23' three times)", () => {
    const { ticks, unit } = timeTicks(at("2026-11-23T01:10:00Z"), at("2026-11-23T09:40:00Z"), "UTC");
    expect(unit).toBe("hour");
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks.length).toBeLessThanOrEqual(7);
    expect(new Set(ticks).size).toBe(ticks.length);
    for (const tick of ticks) expect(tick).toBeGreaterThanOrEqual(at("2026-11-23T01:10:00Z"));
  });

  it("across one midnight: by the hour within 24 hours, by the day beyond", () => {
    const iso = (ticks: number[]) => ticks.map((t) => new Date(t).toISOString().slice(0, 16));
    // 20:00 to 04:00: eight hours, every two hours
    expect(timeTicks(at("2026-11-23T20:00:00Z"), at("2026-11-24T04:00:00Z"), "UTC")).toEqual({
      ticks: [
        at("2026-11-23T20:00:00Z"),
        at("2026-11-23T22:00:00Z"),
        at("2026-11-24T00:00:00Z"),
        at("2026-11-24T02:00:00Z"),
        at("2026-11-24T04:00:00Z"),
      ],
      unit: "hour",
    });
    // exactly 24 hours is still by the hour (every four hours)
    const day = timeTicks(at("2026-11-23T10:00:00Z"), at("2026-11-24T10:00:00Z"), "UTC");
    expect(day.unit).toBe("hour");
    expect(iso(day.ticks)).toEqual([
      "2026-11-23T12:00",
      "2026-11-23T16:00",
      "2026-11-23T20:00",
      "2026-11-24T00:00",
      "2026-11-24T04:00",
      "2026-11-24T08:00",
    ]);
    // 25 hours: the one midnight is the only tick
    expect(timeTicks(at("2026-11-23T10:00:00Z"), at("2026-11-24T11:00:00Z"), "UTC")).toEqual({
      ticks: [at("2026-11-24T00:00:00Z")],
      unit: "day",
    });
  });

  it("two local midnights are ticked by the day even less than 24 hours apart (the day daylight saving time starts)", () => {
    // 23:30 on March 7 to midnight on March 9 in New York: 23.5 hours, March 8 being 23 hours long
    expect(timeTicks(at("2026-03-08T04:30:00Z"), at("2026-03-09T04:00:00Z"), "America/New_York")).toEqual({
      ticks: [at("2026-03-08T05:00:00Z"), at("2026-03-09T04:00:00Z")],
      unit: "day",
    });
  });

  it("seven hours are seven steps of one hour, both ends included", () => {
    expect(timeTicks(at("2026-11-23T01:00:00Z"), at("2026-11-23T08:00:00Z"), "UTC").ticks).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((h) => at(`2026-11-23T0${h}:00:00Z`)),
    );
  });

  it("gives a single charge one tick", () => {
    expect(timeTicks(at("2026-11-23T01:10:00Z"), at("2026-11-23T01:10:00Z"), "UTC").ticks).toHaveLength(1);
  });
});
