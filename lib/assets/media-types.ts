// What an asset may be. The type is always decided from the file's bytes (media-inspector.ts).

const MIB = 1024 * 1024;
export const IMAGE_MAX_BYTES = 1 * MIB;
export const VIDEO_MAX_BYTES = 50 * MIB;

export const ASSET_KINDS = ["IMAGE", "VIDEO"] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const ASSET_STATUSES = ["QUEUED", "PROCESSING", "READY", "FAILED"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

export type MediaType = {
  kind: AssetKind;
  mime: "image/jpeg" | "image/png" | "image/webp" | "image/gif" | "video/mp4" | "video/quicktime";
  extension: "jpg" | "png" | "webp" | "gif" | "mp4" | "mov";
  label: string;
};

export const MEDIA = {
  jpeg: { kind: "IMAGE", mime: "image/jpeg", extension: "jpg", label: "JPEG" },
  png: { kind: "IMAGE", mime: "image/png", extension: "png", label: "PNG" },
  webp: { kind: "IMAGE", mime: "image/webp", extension: "webp", label: "WebP" },
  // Recognised only to refuse it with the right reason: GIF is not an accepted type.
  gif: { kind: "IMAGE", mime: "image/gif", extension: "gif", label: "GIF" },
  mp4: { kind: "VIDEO", mime: "video/mp4", extension: "mp4", label: "MP4" },
  mov: { kind: "VIDEO", mime: "video/quicktime", extension: "mov", label: "MOV" },
} as const satisfies Record<string, MediaType>;

/** The accepted types, as a multipart part's Content-Type may name them (only a hint: the bytes decide). */
export const UPLOAD_CONTENT_TYPES = Object.values(MEDIA)
  .filter((media) => media.extension !== "gif")
  .map((media) => media.mime)
  .join(", ");

export function maxBytesFor(kind: AssetKind): number {
  return kind === "IMAGE" ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
}

/** Spec operation 17: 1 display image, 2 H5 interstitial, 3 H5 rewarded, 4 H5 banner. */
export const PRODUCT_TYPES = {
  1: { label: "Display image", kinds: ["IMAGE"] },
  2: { label: "H5 interstitial", kinds: ["IMAGE", "VIDEO"] },
  3: { label: "H5 rewarded", kinds: ["IMAGE", "VIDEO"] },
  4: { label: "H5 banner", kinds: ["IMAGE"] },
} as const satisfies Record<number, { label: string; kinds: readonly AssetKind[] }>;
export type ProductType = keyof typeof PRODUCT_TYPES;

export function parseProductType(value: string): ProductType | null {
  return /^[1-4]$/.test(value) ? (Number(value) as ProductType) : null;
}

export function productTypeAccepts(productType: ProductType, kind: AssetKind): boolean {
  return (PRODUCT_TYPES[productType].kinds as readonly AssetKind[]).includes(kind);
}

export const ACCEPTED_TYPES_TEXT = "a static JPEG, PNG or WebP image of at most 1 MiB, or an MP4 or MOV video of at most 50 MiB";
