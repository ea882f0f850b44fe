import { describe, expect, it } from "vitest";
import { TOP_UP_STATUSES } from "@/lib/billing-values";
import { storedTopUpStatus } from "./stored-columns";

describe("storedTopUpStatus", () => {
  it("passes each known value", () => {
    for (const value of TOP_UP_STATUSES) expect(storedTopUpStatus(value)).toBe(value);
  });

  it("throws on an unknown value, naming the column", () => {
    expect(() => storedTopUpStatus("CONFIRMED")).toThrow('TopUp.status holds "CONFIRMED"');
  });
});
