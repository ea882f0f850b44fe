import { describe, expect, it } from "vitest";
import { adVersionOf, changedAdFields } from "./ad-version";

const ad = {
  name: "Spring",
  categories: ["rpg"],
  cpm: 1500n,
  destinationUrl: "https://example.com/a",
  creatives: [{ kind: "IMAGE", assetId: "a1", url: null, width: null, height: null, mime: null }],
};

describe("ad versions", () => {
  it("stores cpm as a number and keeps creatives in order", () => {
    expect(adVersionOf(ad)).toEqual({ ...ad, cpm: 1500 });
  });

  it("names exactly the fields that changed since the approved version", () => {
    const approved = adVersionOf(ad);
    expect(changedAdFields(approved, adVersionOf(ad))).toEqual([]);
    const next = adVersionOf({ ...ad, name: "Summer", creatives: [...ad.creatives, { ...ad.creatives[0], assetId: "a2" }] });
    expect(changedAdFields(approved, next)).toEqual(["name", "creatives"]);
  });

  it("counts every field as changed when nothing was approved yet", () => {
    expect(changedAdFields(null, adVersionOf(ad))).toEqual(["name", "categories", "cpm", "destinationUrl", "creatives"]);
  });
});
