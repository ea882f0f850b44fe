import { withOrganization } from "@/lib/api/handler";
import { requestOrigin } from "@/lib/api/request-origin";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { pageResponse } from "@/lib/api/pagination";
import { listAssets } from "@/lib/assets/asset-queries";
import { ingestAsset } from "@/lib/assets/ingest-asset";
import { listAssetsQuery } from "@/lib/assets/schemas";
import { publicBaseUrl, serializeAsset, serializeIngestResult } from "@/lib/assets/serialize-asset";

// GET /api/core/organization/{organizationId}/ad/assets — extension: list the organization's assets
export const GET = withOrganization(
  async ({ req, organizationId, query }) => {
    const baseUrl = publicBaseUrl(requestOrigin(req));
    return pageResponse(req, await listAssets(organizationId, query), "items", (row) => serializeAsset(row, baseUrl));
  },
  { permission: "asset:read", query: listAssetsQuery },
);

// POST /api/core/organization/{organizationId}/ad/assets — operation 17: ingest creative source (multipart)
export const POST = withOrganization(
  async ({ req, organizationId, caller }) => {
    const asset = await ingestAsset({ req, organizationId, createdById: caller.user.id });
    return Response.json(serializeIngestResult(asset, publicBaseUrl(requestOrigin(req))), { status: 202 });
  },
  { permission: "asset:create" },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
