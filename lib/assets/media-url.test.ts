import { afterEach, describe, expect, it } from "vitest";
import { mediaUrl } from "./serialize-asset";

const key = "assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f601234568/original.mp4";

describe("a stored file's URL", () => {
  afterEach(() => {
    delete process.env.MEDIA_BASE_URL;
  });

  it("is the product's own /media route by default", () => {
    expect(mediaUrl("https://console.example.com", key)).toBe(`https://console.example.com/media/${key}`);
  });

  it("is under MEDIA_BASE_URL when set (a CDN or the bucket), the key appended as it is", () => {
    process.env.MEDIA_BASE_URL = "https://cdn.example.com/adnet/";
    expect(mediaUrl("https://console.example.com", key)).toBe(`https://cdn.example.com/adnet/${key}`);
  });

  it("refuses a MEDIA_BASE_URL that is not an http(s) URL", () => {
    process.env.MEDIA_BASE_URL = "cdn.example.com";
    expect(() => mediaUrl("https://console.example.com", key)).toThrow("MEDIA_BASE_URL must be an http:// or https:// URL");
  });
});
