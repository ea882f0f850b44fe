import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { THUMBNAIL_SIZE, thumbnailSize } from "./thumbnail-size";

describe("thumbnailSize", () => {
  it.each([
    [1200, 628],
    [628, 1200],
    [1080, 1920],
    [320, 50],
    [100, 80],
    [321, 320],
    [5000, 3],
    [3, 5000],
    [1000, 333],
    [999, 1001],
  ])("is the size the resizer makes of %i×%i", async (width, height) => {
    const source = sharp({ create: { width, height, channels: 3, background: { r: 1, g: 2, b: 3 } } });
    const made = await source
      .png()
      .toBuffer()
      .then((png) => sharp(png).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true }).webp().toBuffer())
      .then((webp) => sharp(webp).metadata());
    expect(thumbnailSize(width, height)).toEqual({ width: made.width, height: made.height });
  });
});
