import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { IMAGE_MAX_BYTES, MEDIA, VIDEO_MAX_BYTES } from "./media-types";
import { invalidProductType, uploadRefusal } from "./upload-guard";

function refusal(...args: Parameters<typeof uploadRefusal>) {
  const error = uploadRefusal(...args);
  return error && { status: error.statusCode, reason: error.reason, message: error.message };
}

describe("uploadRefusal", () => {
  it("reads on while the type is not known, whatever the size or product", () => {
    expect(uploadRefusal(null, VIDEO_MAX_BYTES * 2, 1)).toBeNull();
  });

  it("allows an image up to 1 MiB and refuses one byte more", () => {
    expect(uploadRefusal(MEDIA.png, IMAGE_MAX_BYTES, 1)).toBeNull();
    expect(refusal(MEDIA.png, IMAGE_MAX_BYTES + 1, 1)).toEqual({
      status: 400,
      reason: "FILE_TOO_LARGE",
      message: "The PNG file is larger than 1 MiB, the limit for images.",
    });
  });

  it("allows a video up to 50 MiB and refuses one byte more", () => {
    expect(uploadRefusal(MEDIA.mp4, VIDEO_MAX_BYTES, 2)).toBeNull();
    expect(refusal(MEDIA.mov, VIDEO_MAX_BYTES + 1, 2)).toMatchObject({
      reason: "FILE_TOO_LARGE",
      message: "The MOV file is larger than 50 MiB, the limit for videos.",
    });
  });

  it("refuses a video for an image-only product, as soon as the kind is known", () => {
    for (const productType of [1, 4] as const) {
      expect(refusal(MEDIA.mp4, 10, productType)).toMatchObject({ status: 400, reason: "UNSUPPORTED_MEDIA_TYPE" });
    }
    expect(refusal(MEDIA.mp4, 10, 1)?.message).toBe("productType 1 (Display image) takes images only; this file is an MP4 video.");
  });

  it("takes a video for the H5 interstitial and rewarded products, and an image for every product", () => {
    for (const productType of [2, 3] as const) expect(uploadRefusal(MEDIA.mp4, 10, productType)).toBeNull();
    for (const productType of [1, 2, 3, 4] as const) expect(uploadRefusal(MEDIA.jpeg, 10, productType)).toBeNull();
  });

  it("checks size before product: an oversized video for an image product is too large", () => {
    expect(refusal(MEDIA.mp4, VIDEO_MAX_BYTES + 1, 1)?.reason).toBe("FILE_TOO_LARGE");
  });

  it("waits for the product type before judging the kind", () => {
    expect(uploadRefusal(MEDIA.mp4, 10, null)).toBeNull();
  });
});

describe("invalidProductType", () => {
  it("names the accepted values, and quotes at most 20 characters of what was sent", () => {
    const missing = invalidProductType(undefined);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing.reason).toBe("INVALID_PRODUCT_TYPE");
    expect(missing.message).toBe("productType is required: one of 1 (Display image), 2 (H5 interstitial), 3 (H5 rewarded), 4 (H5 banner).");
    expect(invalidProductType("x".repeat(50)).message).toContain(`"${"x".repeat(20)}" is not one of`);
  });
});
