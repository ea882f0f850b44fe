import { describe, expect, it } from "vitest";
import { makeAnimatedWebp, makeJpeg, makePng, makeStaticGif, makeVideo, makeWebp, padJpeg } from "@/lib/test/media";
import { checkFile } from "./check-file";
import { IMAGE_MAX_BYTES } from "./media-types";

const file = (bytes: Buffer, name = "x.bin") => new File([new Uint8Array(bytes)], name);

describe("checkFile (the widget's checks before sending)", () => {
  it.each([
    ["a JPEG", () => makeJpeg(20, 20), 1, { ok: true, kind: "IMAGE", label: "JPEG" }],
    ["a PNG named .mp4", () => makePng(), 2, { ok: true, kind: "IMAGE", label: "PNG" }],
    ["a WebP", () => makeWebp(), 4, { ok: true, kind: "IMAGE", label: "WebP" }],
    ["an MP4 for an H5 interstitial", async () => makeVideo(), 2, { ok: true, kind: "VIDEO", label: "MP4" }],
    ["a MOV for an H5 rewarded", async () => makeVideo({ brand: "qt  " }), 3, { ok: true, kind: "VIDEO", label: "MOV" }],
    ["an MP4 for a display image", async () => makeVideo(), 1, { ok: false, reason: "UNSUPPORTED_MEDIA_TYPE" }],
    [
      "an image of 1 MiB + 1 byte",
      async () => padJpeg(await makeJpeg(20, 20), IMAGE_MAX_BYTES + 1),
      1,
      { ok: false, reason: "FILE_TOO_LARGE" },
    ],
    ["an animated WebP", () => makeAnimatedWebp(), 1, { ok: false, reason: "ANIMATED_IMAGE_NOT_ALLOWED" }],
    ["a GIF", () => makeStaticGif(), 1, { ok: false, reason: "UNSUPPORTED_MEDIA_TYPE" }],
    ["text named .jpg", async () => Buffer.from("hello world, not an image"), 1, { ok: false, reason: "UNSUPPORTED_MEDIA_TYPE" }],
    ["an empty file", async () => Buffer.alloc(0), 1, { ok: false, reason: "FILE_REQUIRED" }],
  ] as const)("%s", async (_label, make, productType, expected) => {
    expect(await checkFile(file(await make()), productType)).toMatchObject(expected);
  });
});
