import { describe, expect, it } from "vitest";
import { effectiveStatus, endedByEndAt } from "./effective-status";

const NOW = new Date("2026-06-01T00:00:00.000Z");
const before = new Date(NOW.getTime() - 1);
const after = new Date(NOW.getTime() + 1);

describe("effectiveStatus", () => {
  it.each([
    ["CAMPAIGN_STATUS_ACTIVE", before, "CAMPAIGN_STATUS_ENDED"],
    ["CAMPAIGN_STATUS_PAUSED", before, "CAMPAIGN_STATUS_ENDED"],
    // endAt is the first instant the campaign no longer runs.
    ["CAMPAIGN_STATUS_ACTIVE", NOW, "CAMPAIGN_STATUS_ENDED"],
    ["CAMPAIGN_STATUS_ACTIVE", after, "CAMPAIGN_STATUS_ACTIVE"],
    ["CAMPAIGN_STATUS_PAUSED", after, "CAMPAIGN_STATUS_PAUSED"],
    ["CAMPAIGN_STATUS_ACTIVE", null, "CAMPAIGN_STATUS_ACTIVE"],
    ["CAMPAIGN_STATUS_PAUSED", null, "CAMPAIGN_STATUS_PAUSED"],
    // A campaign that never ran keeps its status, endAt or not.
    ["CAMPAIGN_STATUS_PENDING", before, "CAMPAIGN_STATUS_PENDING"],
    ["CAMPAIGN_STATUS_REJECTED", before, "CAMPAIGN_STATUS_REJECTED"],
    ["CAMPAIGN_STATUS_ENDED", after, "CAMPAIGN_STATUS_ENDED"],
  ] as const)("%s with endAt %s reads as %s", (status, endAt, expected) => {
    expect(effectiveStatus({ status, endAt }, NOW)).toBe(expected);
  });

  it("uses the current time when none is given", () => {
    expect(effectiveStatus({ status: "CAMPAIGN_STATUS_ACTIVE", endAt: new Date(Date.now() - 60_000) })).toBe("CAMPAIGN_STATUS_ENDED");
    expect(effectiveStatus({ status: "CAMPAIGN_STATUS_ACTIVE", endAt: new Date(Date.now() + 3_600_000) })).toBe("CAMPAIGN_STATUS_ACTIVE");
  });
});

describe("endedByEndAt", () => {
  it("is true only when endAt, not a member, ended the campaign", () => {
    expect(endedByEndAt({ status: "CAMPAIGN_STATUS_ACTIVE", endAt: before }, NOW)).toBe(true);
    expect(endedByEndAt({ status: "CAMPAIGN_STATUS_PAUSED", endAt: NOW }, NOW)).toBe(true);
    expect(endedByEndAt({ status: "CAMPAIGN_STATUS_ACTIVE", endAt: after }, NOW)).toBe(false);
    expect(endedByEndAt({ status: "CAMPAIGN_STATUS_ENDED", endAt: before }, NOW)).toBe(false);
    expect(endedByEndAt({ status: "CAMPAIGN_STATUS_PENDING", endAt: before }, NOW)).toBe(false);
  });

  it("uses the current time when none is given", () => {
    expect(endedByEndAt({ status: "CAMPAIGN_STATUS_ACTIVE", endAt: new Date(Date.now() - 60_000) })).toBe(true);
    expect(endedByEndAt({ status: "CAMPAIGN_STATUS_ACTIVE", endAt: new Date(Date.now() + 3_600_000) })).toBe(false);
  });
});
