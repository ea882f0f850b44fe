import "server-only";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { listAssets } from "@/lib/operations/assets";
import { assetKeys, type AssetFilters } from "@/lib/assets/query-keys";
import { prefetchFirstPage } from "./server-query-client";

/** The asset library's first page of 20 under the URL's filters, as useAssets reads it. */
export async function prefetchAssets(organizationId: string, filters: AssetFilters): Promise<void> {
  await prefetchFirstPage(assetKeys.list(organizationId, filters), null, () =>
    callOperation(listAssets, { params: { organizationId }, query: { limit: PAGE_SIZES.assets, ...filters } }),
  );
}
