import { afterEach, describe, expect, it, vi } from "vitest";
import { deliveryBody } from "./schemas";

const row = (date: string) => ({ adId: "6740a1b2c3d4e5f601234b01", date, impressions: 1, clicks: 0, installs: 0, spend: 3 });
const dateIssues = (date: string) =>
  (deliveryBody.safeParse({ rows: [row(date)] }).error?.issues ?? []).filter((issue) => issue.path.join(".") === "rows.0.date");

describe("deliveryBody: a row's date", () => {
  afterEach(() => vi.useRealTimers());

  it("may be tomorrow (UTC) at the latest, and the bound moves with the clock", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T23:59:59Z") });
    expect(dateIssues("2026-11-27")).toEqual([]);
    expect(dateIssues("2026-11-28")).toMatchObject([{ message: expect.stringContaining("after tomorrow") }]);
    vi.setSystemTime(new Date("2026-11-27T00:00:00Z"));
    expect(dateIssues("2026-11-28")).toEqual([]);
    expect(dateIssues("2026-11-29")).toHaveLength(1);
  });

  it("is a calendar day", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T12:00:00Z") });
    expect(dateIssues("2026-02-30")).toMatchObject([{ message: "must be a calendar day written YYYY-MM-DD" }]);
  });
});
