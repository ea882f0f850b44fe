import { ASSET_KINDS, ASSET_STATUSES, type AssetKind, type AssetStatus } from "./media-types";
import type { ListAssetsQuery } from "./schemas";

export type AssetFilters = Pick<ListAssetsQuery, "status" | "kind">;

/** The library's filters as its URL (?status=&kind=) names them; unknown values are no filter. */
export function assetFiltersFromUrl(url: { status?: string; kind?: string }): AssetFilters {
  return {
    ...((ASSET_STATUSES as readonly string[]).includes(url.status ?? "") ? { status: url.status as AssetStatus } : {}),
    ...((ASSET_KINDS as readonly string[]).includes(url.kind ?? "") ? { kind: url.kind as AssetKind } : {}),
  };
}

export const assetKeys = {
  all: ["assets"] as const,
  organization: (organizationId: string) => [...assetKeys.all, organizationId] as const,
  lists: (organizationId: string) => [...assetKeys.organization(organizationId), "list"] as const,
  list: (organizationId: string, filters: AssetFilters) => [...assetKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string, assetId: string) => [...assetKeys.organization(organizationId), "detail", assetId] as const,
};
