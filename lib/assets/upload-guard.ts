import { ApiError } from "@/lib/api/errors";
import type { ReasonOf } from "@/lib/api/reasons";
import { maxBytesFor, PRODUCT_TYPES, productTypeAccepts, type MediaType, type ProductType } from "./media-types";

// The size and type rules of an upload, apart from the streaming that applies them (receive-upload.ts): given
// what the bytes read so far are and how many there were, the 400 to answer, or null to read on.

export function uploadError(reason: ReasonOf<400>, message: string): ApiError {
  return new ApiError(400, message, reason);
}

const PRODUCT_TYPE_TEXT = Object.entries(PRODUCT_TYPES)
  .map(([value, { label }]) => `${value} (${label})`)
  .join(", ");

export function invalidProductType(value: string | undefined): ApiError {
  return uploadError(
    "INVALID_PRODUCT_TYPE",
    value === undefined
      ? `productType is required: one of ${PRODUCT_TYPE_TEXT}.`
      : `productType ${JSON.stringify(value.slice(0, 20))} is not one of ${PRODUCT_TYPE_TEXT}.`,
  );
}

export function wrongKindForProduct(productType: ProductType, media: MediaType): ApiError {
  return uploadError(
    "UNSUPPORTED_MEDIA_TYPE",
    `productType ${productType} (${PRODUCT_TYPES[productType].label}) takes images only; this file is ${media.label === "MOV" || media.label === "MP4" ? "an" : "a"} ${media.label} video.`,
  );
}

function tooLarge(media: MediaType): ApiError {
  const limit = media.kind === "IMAGE" ? "1 MiB" : "50 MiB";
  return uploadError(
    "FILE_TOO_LARGE",
    `The ${media.label} file is larger than ${limit}, the limit for ${media.kind === "IMAGE" ? "images" : "videos"}.`,
  );
}

/**
 * The refusal for a file whose type is `media` (null while the bytes do not tell yet) after `bytes` bytes, for
 * `productType` (null while the field has not arrived): over the type's size limit, or a kind the product does
 * not take. Null when nothing is wrong so far.
 */
export function uploadRefusal(media: MediaType | null, bytes: number, productType: ProductType | null): ApiError | null {
  if (!media) return null;
  if (bytes > maxBytesFor(media.kind)) return tooLarge(media);
  if (productType && !productTypeAccepts(productType, media.kind)) return wrongKindForProduct(productType, media);
  return null;
}
