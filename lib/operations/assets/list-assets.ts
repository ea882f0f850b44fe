import { organizationOperation } from "@/lib/http/operation";
import { requestOrigin } from "@/lib/http/request-origin";
import { listAssets as listAssetRows } from "@/lib/assets/asset-queries";
import { assetListSchema, listAssetsQuery } from "@/lib/assets/schemas";
import { publicBaseUrl, serializeAsset } from "@/lib/assets/serialize-asset";
import { ASSETS_PATH, ASSETS_TAG, readyExample } from "./examples";

export const listAssets = organizationOperation({
  method: "GET",
  path: ASSETS_PATH,
  operationId: "listAssets",
  summary: "List the organization's assets, newest first",
  tag: ASSETS_TAG,
  permission: "asset:read",
  query: listAssetsQuery,
  pagination: "items",
  response: assetListSchema,
  responseExample: { items: [readyExample], nextCursor: null },
  run: async ({ req, organizationId, query }) => {
    const baseUrl = publicBaseUrl(requestOrigin(req));
    const page = await listAssetRows(organizationId, query);
    return { items: page.items.map((row) => serializeAsset(row, baseUrl)), nextCursor: page.nextCursor };
  },
});
