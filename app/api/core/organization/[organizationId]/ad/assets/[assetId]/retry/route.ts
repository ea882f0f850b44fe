import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { requestOrigin } from "@/lib/api/request-origin";
import { retryAsset } from "@/lib/assets/retry-asset";
import { assetIdParams } from "@/lib/assets/schemas";
import { publicBaseUrl, serializeIngestResult } from "@/lib/assets/serialize-asset";

// POST /api/core/organization/{organizationId}/ad/assets/{assetId}/retry — operation 18: retry asset processing
export const POST = withOrganization(
  async ({ req, organizationId, params }) => {
    const asset = await retryAsset({ id: params.assetId, organizationId });
    return Response.json(serializeIngestResult(asset, publicBaseUrl(requestOrigin(req))));
  },
  { permission: "asset:create", params: assetIdParams, audit: "asset:retry", transaction: false },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
