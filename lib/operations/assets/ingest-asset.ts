import { organizationOperation } from "@/lib/http/operation";
import { actingId } from "@/lib/http/authenticate";
import { requestOrigin } from "@/lib/http/request-origin";
import { ingestAsset as ingest } from "@/lib/assets/ingest-asset";
import { assetIngestResultSchema, uploadAssetForm } from "@/lib/assets/schemas";
import { UPLOAD_CONTENT_TYPES } from "@/lib/assets/media-types";
import { publicBaseUrl, serializeIngestResult } from "@/lib/assets/serialize-asset";
import { ASSETS_PATH, ASSETS_TAG, queuedExample } from "./examples";

export const ingestAsset = organizationOperation({
  method: "POST",
  path: ASSETS_PATH,
  operationId: "ingestAsset",
  operation: 17,
  summary: "Ingest creative source",
  description:
    "multipart/form-data with exactly one `file` and a `productType`. The file's type is read from its bytes (not its name or " +
    "content type); images may be at most 1 MiB and videos 50 MiB, enforced while the upload streams. The original is stored " +
    "before the 202; processing (dimensions, duration, thumbnail) runs on a job queue: poll `statusPath` until READY or FAILED. " +
    "Refusals are 400 with reason FILE_REQUIRED, TOO_MANY_FILES, FILE_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, " +
    "ANIMATED_IMAGE_NOT_ALLOWED, INVALID_PRODUCT_TYPE or MALFORMED_MULTIPART, and leave nothing stored.",
  tag: ASSETS_TAG,
  audit: "asset:create",
  permission: "asset:create",
  // The upload streams to storage and the job queue starts outside any transaction: the audit entry is
  // written with the asset row, and an Idempotency-Key is claimed before the upload is read.
  transaction: false,
  multipart: uploadAssetForm,
  multipartEncoding: { file: { contentType: UPLOAD_CONTENT_TYPES } },
  response: assetIngestResultSchema,
  successStatus: 202,
  reasons: [
    "FILE_REQUIRED",
    "TOO_MANY_FILES",
    "FILE_TOO_LARGE",
    "UNSUPPORTED_MEDIA_TYPE",
    "ANIMATED_IMAGE_NOT_ALLOWED",
    "INVALID_PRODUCT_TYPE",
    "MALFORMED_MULTIPART",
  ],
  responseExample: queuedExample,
  run: async ({ req, organizationId, caller }) => {
    const asset = await ingest({ req, organizationId, createdById: actingId(caller) });
    return serializeIngestResult(asset, publicBaseUrl(requestOrigin(req)));
  },
});
