import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { retryAsset as retry } from "@/lib/assets/retry-asset";
import { assetIdParams, assetIngestResultSchema } from "@/lib/assets/schemas";
import { publicBaseUrl, serializeIngestResult } from "@/lib/assets/serialize-asset";
import { ASSET_PATH, ASSETS_TAG, queuedExample } from "./examples";

export const retryAsset = organizationOperation({
  method: "POST",
  path: `${ASSET_PATH}/retry`,
  operationId: "retryAsset",
  operation: 18,
  summary: "Retry asset processing",
  description:
    "A FAILED asset with `retryable: true` goes back to QUEUED and is processed again from its stored original. Anything else is 409 ASSET_NOT_RETRYABLE.",
  tag: ASSETS_TAG,
  permission: "asset:create",
  params: assetIdParams,
  audit: "asset:retry",
  transaction: false,
  response: assetIngestResultSchema,
  reasons: ["ASSET_NOT_RETRYABLE"],
  errors: [409],
  responseExample: queuedExample,
  run: async ({ req, organizationId, params }) =>
    serializeIngestResult(await retry({ id: params.assetId, organizationId }), publicBaseUrl(requestOrigin(req))),
});
