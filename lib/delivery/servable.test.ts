import { describe, expect, it } from "vitest";
import { periodOf, unservableFlag, type ServingHistory } from "./servable";

const H = 3_600_000;
const DAY0 = Date.parse("2026-03-10T00:00:00Z");
const history = (overrides: Partial<ServingHistory> = {}): ServingHistory => ({
  startAt: DAY0 - 30 * 24 * H,
  endAt: null,
  campaignStatus: "CAMPAIGN_STATUS_ACTIVE",
  campaignChanges: [],
  adStatus: "AD_STATUS_ACTIVE",
  reviewStatus: "APPROVED",
  reviewChanges: [],
  ...overrides,
});
const day = (h: ServingHistory) => unservableFlag(h, DAY0, DAY0 + 24 * H);

describe("periodOf", () => {
  it("an hour row is its UTC hour, a day row its UTC day, both cut at now; a period not begun is judged at its first moment", () => {
    const late = DAY0 + 48 * H;
    expect(periodOf({ date: "2026-03-10", hour: 5 }, late)).toEqual({ from: DAY0 + 5 * H, to: DAY0 + 6 * H });
    expect(periodOf({ date: "2026-03-10" }, late)).toEqual({ from: DAY0, to: DAY0 + 24 * H });
    expect(periodOf({ date: "2026-03-10" }, DAY0 + 7 * H)).toEqual({ from: DAY0, to: DAY0 + 7 * H });
    expect(periodOf({ date: "2026-03-10", hour: 9 }, DAY0)).toEqual({ from: DAY0 + 9 * H, to: DAY0 + 9 * H + 1 });
  });

  it("a period beginning exactly now is judged at its first moment, not as empty", () => {
    expect(periodOf({ date: "2026-03-10", hour: 9 }, DAY0 + 9 * H)).toEqual({ from: DAY0 + 9 * H, to: DAY0 + 9 * H + 1 });
    expect(unservableFlag(history(), DAY0 + 9 * H, periodOf({ date: "2026-03-10", hour: 9 }, DAY0 + 9 * H).to)).toBeNull();
  });
});

describe("a change exactly on an hour's edge (hourly rows)", () => {
  const hour = (h: ServingHistory, at: number) => unservableFlag(h, DAY0 + at * H, DAY0 + (at + 1) * H);

  it("paused at 10:00:00.000: hour 10 could not serve, hour 9 could", () => {
    const paused = history({
      campaignStatus: "CAMPAIGN_STATUS_PAUSED",
      campaignChanges: [{ at: DAY0 + 10 * H, from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED" }],
    });
    expect(hour(paused, 10)).toBe("CAMPAIGN_PAUSED");
    expect(hour(paused, 9)).toBeNull();
  });

  it("resumed at 11:00:00.000: hour 10 could not serve, hour 11 could", () => {
    const resumed = history({
      campaignChanges: [
        { at: DAY0 - H, from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED" },
        { at: DAY0 + 11 * H, from: "CAMPAIGN_STATUS_PAUSED", to: "CAMPAIGN_STATUS_ACTIVE" },
      ],
    });
    expect(hour(resumed, 10)).toBe("CAMPAIGN_PAUSED");
    expect(hour(resumed, 11)).toBeNull();
  });

  it("approved at 11:00:00.000: hour 10 could not serve, hour 11 could", () => {
    const approved = history({ reviewChanges: [{ at: DAY0 + 11 * H, from: "PENDING", to: "APPROVED" }] });
    expect(hour(approved, 10)).toBe("AD_NOT_APPROVED");
    expect(hour(approved, 11)).toBeNull();
  });

  it("of several later changes the earliest says what the status was, whatever order they are listed in", () => {
    // paused at 08:00, resumed at 12:00, paused again at 20:00: paused at 09:00, active at 13:00
    const changes = [
      { at: DAY0 + 20 * H, from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED" },
      { at: DAY0 + 12 * H, from: "CAMPAIGN_STATUS_PAUSED", to: "CAMPAIGN_STATUS_ACTIVE" },
      { at: DAY0 + 8 * H, from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED" },
    ];
    for (const campaignChanges of [changes, [...changes].reverse()]) {
      const paused = history({ campaignStatus: "CAMPAIGN_STATUS_PAUSED", campaignChanges });
      expect(hour(paused, 9)).toBe("CAMPAIGN_PAUSED");
      expect(hour(paused, 13)).toBeNull();
      expect(hour(paused, 20)).toBe("CAMPAIGN_PAUSED");
    }
  });

  it("a campaign whose status was never recorded before the period began (created within it) is pending", () => {
    const created = history({ campaignChanges: [{ at: DAY0 + 18 * H, from: null, to: "CAMPAIGN_STATUS_ACTIVE" }] });
    expect(unservableFlag(created, DAY0, DAY0 + 18 * H)).toBe("CAMPAIGN_PENDING");
  });
});

describe("unservableFlag", () => {
  it("null when the ad could serve at some moment; the window decides before any status", () => {
    expect(day(history())).toBeNull();
    expect(day(history({ startAt: DAY0 + 23 * H }))).toBeNull();
    expect(day(history({ startAt: DAY0 + 24 * H, campaignStatus: "CAMPAIGN_STATUS_PAUSED" }))).toBe("CAMPAIGN_NOT_STARTED");
    expect(day(history({ endAt: DAY0 }))).toBe("CAMPAIGN_ENDED");
    expect(day(history({ endAt: DAY0 + 1 }))).toBeNull();
  });

  it("each held-back state names itself", () => {
    expect(day(history({ campaignStatus: "CAMPAIGN_STATUS_PENDING" }))).toBe("CAMPAIGN_PENDING");
    expect(day(history({ campaignStatus: "CAMPAIGN_STATUS_REJECTED" }))).toBe("CAMPAIGN_REJECTED");
    expect(day(history({ campaignStatus: "CAMPAIGN_STATUS_PAUSED" }))).toBe("CAMPAIGN_PAUSED");
    expect(day(history({ campaignStatus: "CAMPAIGN_STATUS_ENDED" }))).toBe("CAMPAIGN_ENDED");
    expect(day(history({ adStatus: "AD_STATUS_PAUSED" }))).toBe("AD_PAUSED");
    expect(day(history({ reviewStatus: "PENDING" }))).toBe("AD_NOT_APPROVED");
    expect(day(history({ reviewStatus: "REJECTED" }))).toBe("AD_NOT_APPROVED");
  });

  it("history walks back from now: paused after the day, the day could serve; resumed within the day, it could too", () => {
    const pausedAfter = { at: DAY0 + 24 * H, from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED" };
    expect(day(history({ campaignStatus: "CAMPAIGN_STATUS_PAUSED", campaignChanges: [pausedAfter] }))).toBeNull();
    const resumed = { at: DAY0 + 20 * H, from: "CAMPAIGN_STATUS_PAUSED", to: "CAMPAIGN_STATUS_ACTIVE" };
    expect(day(history({ campaignChanges: [resumed] }))).toBeNull();
    // paused all day long: the pause came before, the resume after
    const pausedBefore = { at: DAY0 - H, from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED" };
    const resumedAfter = { at: DAY0 + 25 * H, from: "CAMPAIGN_STATUS_PAUSED", to: "CAMPAIGN_STATUS_ACTIVE" };
    expect(day(history({ campaignChanges: [resumedAfter, pausedBefore] }))).toBe("CAMPAIGN_PAUSED");
  });

  it("the campaign ACTIVE and the ad APPROVED must overlap: active only in the morning, approved only in the evening, never served", () => {
    const paused = { at: DAY0 + 8 * H, from: "CAMPAIGN_STATUS_ACTIVE", to: "CAMPAIGN_STATUS_PAUSED" };
    const approved = { at: DAY0 + 18 * H, from: "PENDING", to: "APPROVED" };
    expect(day(history({ campaignStatus: "CAMPAIGN_STATUS_PAUSED", campaignChanges: [paused], reviewChanges: [approved] }))).toBe(
      "AD_NOT_APPROVED",
    );
    // an ad that did not exist yet (created within the period, then approved) could not serve before
    const created = { at: DAY0 + 18 * H, from: null, to: "PENDING" };
    expect(unservableFlag(history({ reviewChanges: [created] }), DAY0, DAY0 + 18 * H)).toBe("AD_NOT_APPROVED");
  });
});
