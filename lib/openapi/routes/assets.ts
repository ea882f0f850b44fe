import {
  assetIdParams,
  assetIngestResultSchema,
  assetListSchema,
  assetSchema,
  listAssetsQuery,
  uploadAssetForm,
} from "@/lib/assets/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const ASSETS = "/api/core/organization/{organizationId}/ad/assets";

const queued = {
  assetId: "6740a1b2c3d4e5f601234599",
  status: "QUEUED",
  statusPath: "/api/core/organization/6740a1b2c3d4e5f601234567/ad/assets/6740a1b2c3d4e5f601234599",
};

const ready = {
  ...queued,
  status: "READY",
  result: {
    url: "https://ads.example.com/media/assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f601234599/original.jpg",
    mime: "image/jpeg",
    width: 1200,
    height: 628,
    aspectRatio: 1.9108,
    fileSize: 183_442,
    thumbnailUrl: "https://ads.example.com/media/assets/6740a1b2c3d4e5f601234567/6740a1b2c3d4e5f601234599/thumbnail.webp",
  },
  kind: "IMAGE",
  mime: "image/jpeg",
  productType: 1,
  fileSize: 183_442,
  originalName: "summer-banner.jpg",
  attempts: 1,
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:01.250Z",
};

export const assetRoutes: RouteSpec[] = [
  {
    method: "POST",
    path: ASSETS,
    operationId: "ingestAsset",
    reasons: [
      "FILE_REQUIRED",
      "TOO_MANY_FILES",
      "FILE_TOO_LARGE",
      "UNSUPPORTED_MEDIA_TYPE",
      "ANIMATED_IMAGE_NOT_ALLOWED",
      "INVALID_PRODUCT_TYPE",
      "MALFORMED_MULTIPART",
    ],
    summary: "Ingest creative source",
    description:
      "multipart/form-data with exactly one `file` and a `productType`. The file's type is read from its bytes (not its name or " +
      "content type); images may be at most 1 MiB and videos 50 MiB, enforced while the upload streams. The original is stored " +
      "before the 202; processing (dimensions, duration, thumbnail) runs on a job queue: poll `statusPath` until READY or FAILED. " +
      "Refusals are 400 with reason FILE_REQUIRED, TOO_MANY_FILES, FILE_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, " +
      "ANIMATED_IMAGE_NOT_ALLOWED, INVALID_PRODUCT_TYPE or MALFORMED_MULTIPART, and leave nothing stored.",
    tag: "Creative assets",
    operation: 17,
    multipart: uploadAssetForm,
    response: assetIngestResultSchema,
    successStatus: 202,
    responseExample: queued,
  },
  {
    method: "GET",
    path: ASSETS,
    operationId: "listAssets",
    summary: "List the organization's assets, newest first",
    tag: "Creative assets",
    query: listAssetsQuery,
    response: assetListSchema,
    responseExample: { items: [ready], nextCursor: null },
  },
  {
    method: "GET",
    path: `${ASSETS}/{assetId}`,
    operationId: "getAsset",
    summary: "Read an asset: the statusPath of an upload",
    description:
      "The ingest result (with `result` once READY, `errorReason`, `errorMessage` and `retryable` once FAILED) and the asset's details.",
    tag: "Creative assets",
    params: assetIdParams,
    response: assetSchema,
    responseExample: ready,
  },
  {
    method: "POST",
    path: `${ASSETS}/{assetId}/retry`,
    operationId: "retryAsset",
    reasons: ["ASSET_NOT_RETRYABLE"],
    summary: "Retry asset processing",
    description:
      "A FAILED asset with `retryable: true` goes back to QUEUED and is processed again from its stored original. Anything else is 409 ASSET_NOT_RETRYABLE.",
    tag: "Creative assets",
    operation: 18,
    params: assetIdParams,
    response: assetIngestResultSchema,
    errors: [409],
    responseExample: queued,
  },
];
