import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { getAssetOrThrow } from "@/lib/assets/asset-queries";
import { assetIdParams, assetSchema } from "@/lib/assets/schemas";
import { publicBaseUrl, serializeAsset } from "@/lib/assets/serialize-asset";
import { ASSET_PATH, ASSETS_TAG, readyExample } from "./examples";

export const getAsset = organizationOperation({
  method: "GET",
  path: ASSET_PATH,
  operationId: "getAsset",
  summary: "Read an asset: the statusPath of an upload",
  description:
    "The ingest result (with `result` once READY, `errorReason`, `errorMessage` and `retryable` once FAILED) and the asset's details.",
  tag: ASSETS_TAG,
  permission: "asset:read",
  params: assetIdParams,
  response: assetSchema,
  responseExample: readyExample,
  run: async ({ req, organizationId, params }) =>
    serializeAsset(await getAssetOrThrow({ id: params.assetId, organizationId }), publicBaseUrl(requestOrigin(req))),
});
