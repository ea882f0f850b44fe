import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { getAssetOrThrow } from "@/lib/assets/asset-queries";
import { assetIdParams } from "@/lib/assets/schemas";
import { publicBaseUrl, serializeAsset } from "@/lib/assets/serialize-asset";

// GET /api/core/organization/{organizationId}/ad/assets/{assetId} — extension: the statusPath (ingest result)
export const GET = withOrganization(
  async ({ req, organizationId, params }) => {
    const asset = await getAssetOrThrow({ id: params.assetId, organizationId });
    return Response.json(serializeAsset(asset, publicBaseUrl(requestOrigin(req))));
  },
  { permission: "asset:read", params: assetIdParams },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
