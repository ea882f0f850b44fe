import "server-only";
import { headers } from "next/headers";
import { originOf } from "@/lib/api/request-origin";
import { listAssets } from "@/lib/assets/asset-queries";
import { assetKeys, type AssetFilters } from "@/lib/assets/query-keys";
import { listAssetsQuery } from "@/lib/assets/schemas";
import { publicBaseUrl, serializeAsset } from "@/lib/assets/serialize-asset";
import { prefetchFirstPage } from "./server-query-client";
import { sessionOrganization } from "./session-organization";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** The asset library's first page of 20 under the URL's filters, as useAssets reads it. */
export async function prefetchAssets(organizationId: string, filters: AssetFilters): Promise<void> {
  if (!(await sessionOrganization(organizationId)).may("asset:read")) return;
  const baseUrl = publicBaseUrl(originOf(await headers()));
  await prefetchFirstPage(assetKeys.list(organizationId, filters), null, async () => {
    const page = await listAssets(organizationId, listAssetsQuery.parse({ limit: String(PAGE_SIZES.assets), ...filters }));
    return { items: page.items.map((row) => serializeAsset(row, baseUrl)), nextCursor: page.nextCursor };
  });
}
