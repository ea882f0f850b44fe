import { describe, expect, it } from "vitest";
import { ASSET_STATUSES } from "./media-types";
import { storedAssetStatus } from "./stored-columns";

describe("storedAssetStatus", () => {
  it("passes each known value", () => {
    for (const value of ASSET_STATUSES) expect(storedAssetStatus(value)).toBe(value);
  });

  it("throws on an unknown value, naming the column", () => {
    expect(() => storedAssetStatus("DONE")).toThrow('Asset.status holds "DONE"');
  });
});
