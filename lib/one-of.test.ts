import { describe, expect, it } from "vitest";
import { isOneOf, storedOneOf } from "./one-of";

const STATUSES = ["QUEUED", "READY"] as const;

describe("isOneOf / storedOneOf", () => {
  it("narrows a known value and refuses anything else", () => {
    expect(isOneOf(STATUSES, "READY")).toBe(true);
    expect(isOneOf(STATUSES, "ready")).toBe(false);
    expect(isOneOf(STATUSES, undefined)).toBe(false);
    expect(storedOneOf(STATUSES, "QUEUED", "Asset.status")).toBe("QUEUED");
  });

  it("a stored value outside the union throws instead of being passed on", () => {
    expect(() => storedOneOf(STATUSES, "DELETED", "Asset.status")).toThrow(
      'Asset.status holds "DELETED", which is not one of QUEUED, READY.',
    );
  });
});
