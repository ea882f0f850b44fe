import { describe, expect, it } from "vitest";
import { nextUtcMidnight } from "./pacing";

const NOW = new Date("2026-11-26T15:30:00Z");

describe("pacing", () => {
  it("a daily budget resets at the next 00:00 UTC", () => {
    expect(nextUtcMidnight(NOW).toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(nextUtcMidnight(new Date("2026-12-31T23:59:59Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });
});
