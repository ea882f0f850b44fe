import { z } from "zod";
import { uriText } from "@/lib/api/answer-formats";
import { objectIdSchema } from "@/lib/object-id-schema";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { ASSET_KINDS, ASSET_STATUSES } from "./media-types";

const assetStatusSchema = z.enum(ASSET_STATUSES).describe("QUEUED → PROCESSING → READY or FAILED");
const assetKindSchema = z.enum(ASSET_KINDS).describe("IMAGE or VIDEO, decided from the file's bytes");

export const assetIdParams = { assetId: objectIdSchema.describe("Asset id: 24 lower-case hex characters") };

/** Operation 17's multipart form (documented in the OpenAPI document; the route streams it with busboy). */
export const uploadAssetForm = z
  .object({
    file: z
      .file()
      .describe(
        "Exactly one file: a static JPEG, PNG or WebP of at most 1 MiB, or an MP4 or MOV of at most 50 MiB. The type is read from the bytes.",
      ),
    productType: z
      .enum(["1", "2", "3", "4"])
      .describe(
        "1 = display image, 2 = H5 interstitial, 3 = H5 rewarded, 4 = H5 banner. 1 and 4 take images only; 2 and 3 take images or videos.",
      ),
  })
  .meta({ id: "UploadAssetForm" });

const assetResultSchema = z
  .object({
    url: uriText.describe("Absolute URL of the stored original (PUBLIC_URL, else the request's origin)"),
    mime: z.string().min(1).max(20),
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    aspectRatio: z.number().positive().describe("width / height"),
    durationSec: z.number().positive().optional().describe("Videos only"),
    fileSize: z.number().int().describe("Bytes"),
    thumbnailUrl: uriText.optional().describe("Extension: a WebP preview of at most 320×320 (images)"),
  })
  .meta({ id: "AssetResult" });

/** The spec's Asset ingest result. */
export const assetIngestResultSchema = z
  .object({
    assetId: z.string(),
    status: assetStatusSchema,
    statusPath: z.string().describe("Path to poll (GET) until status is READY or FAILED"),
    result: assetResultSchema.optional().describe("Present once READY"),
    errorReason: z
      .string()
      .optional()
      .describe(
        "When FAILED: INVALID_IMAGE, ANIMATED_IMAGE_NOT_ALLOWED, INVALID_VIDEO (also a width or height of 0 or over 8192), NO_VIDEO_TRACK, VIDEO_TOO_COMPLEX (over 10,000 boxes or a movie header over 4 MiB: made to tie up processing), VIDEO_TOO_LONG (over 10 minutes), STORAGE_ERROR, PROCESSING_ERROR, PROCESSING_INTERRUPTED",
      ),
    errorMessage: z.string().optional(),
    retryable: z.boolean().optional().describe("When FAILED: whether operation 18 (retry) can help"),
  })
  .meta({ id: "AssetIngestResult" });
export type AssetIngestResult = z.infer<typeof assetIngestResultSchema>;

/** Extension GET statusPath and list items: the ingest result plus what the library page shows. */
export const assetSchema = assetIngestResultSchema
  .extend({
    kind: assetKindSchema,
    mime: z.string().describe("Type detected from the bytes"),
    productType: z.number().int().min(1).max(4),
    fileSize: z.number().int().describe("Bytes of the original"),
    originalName: z.string().optional().describe("The uploaded file's name, as sent"),
    attempts: z.number().int().describe("Processing runs so far"),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Asset" });
export type Asset = z.infer<typeof assetSchema>;

export const assetListSchema = pageSchema(assetSchema).meta({ id: "AssetList" });
export type AssetList = z.infer<typeof assetListSchema>;

export const listAssetsQuery = paginationQuery
  .extend({
    status: assetStatusSchema.optional().describe("Only assets in this status"),
    kind: assetKindSchema.optional().describe("Only images or only videos"),
  })
  .describe("ListAssetsQuery");
export type ListAssetsQuery = z.infer<typeof listAssetsQuery>;
