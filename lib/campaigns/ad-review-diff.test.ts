import { describe, expect, it } from "vitest";
import { compareCreatives, lacksSnapshot } from "./ad-review-diff";

const stored = (assetId: string) => ({ assetId, image: { url: `https://console.example/media/org/${assetId}/original.png` } });
const hosted = (url: string) => ({ image: { url } });

describe("compareCreatives", () => {
  it("marks creatives added, kept and removed by their stored asset", () => {
    expect(compareCreatives([stored("a"), stored("b")], [stored("b"), stored("c")])).toEqual({
      approved: ["removed", "kept"],
      current: ["kept", "added"],
    });
  });

  it("a hosted image whose snapshot was stored since is the same creative (its sourceUrl is the old address)", () => {
    const snapshot = { ...stored("s"), sourceUrl: "https://cdn.example.com/a.png" };
    expect(compareCreatives([hosted("https://cdn.example.com/a.png")], [snapshot])).toEqual({ approved: ["kept"], current: ["kept"] });
    expect(compareCreatives([hosted("https://cdn.example.com/a.png")], [hosted("https://cdn.example.com/b.png")])).toEqual({
      approved: ["removed"],
      current: ["added"],
    });
  });

  it("with nothing approved every creative is added; a video is matched like an image", () => {
    expect(compareCreatives(null, [stored("a")])).toEqual({ approved: [], current: ["added"] });
    const video = { assetId: "v", video: { url: "https://console.example/media/v.mp4" } };
    expect(compareCreatives([video], [video, stored("a")])).toEqual({ approved: ["kept"], current: ["kept", "added"] });
  });
});

describe("lacksSnapshot", () => {
  it("is a hosted image with no stored asset", () => {
    expect(lacksSnapshot(hosted("https://cdn.example.com/a.png"))).toBe(true);
    expect(lacksSnapshot({ ...stored("s"), sourceUrl: "https://cdn.example.com/a.png" })).toBe(false);
    expect(lacksSnapshot({ assetId: "v", video: { url: "x" } })).toBe(false);
  });
});
