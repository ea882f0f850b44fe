import { ASSET_KINDS, ASSET_STATUSES } from "./media-types";
import type { ListAssetsQuery } from "./schemas";
import { isOneOf } from "@/lib/one-of";

export type AssetFilters = Pick<ListAssetsQuery, "status" | "kind">;

/** The library's filters as its URL (?status=&kind=) names them; unknown values are no filter. */
export function assetFiltersFromUrl(url: { status?: string; kind?: string }): AssetFilters {
  return {
    ...(isOneOf(ASSET_STATUSES, url.status) ? { status: url.status } : {}),
    ...(isOneOf(ASSET_KINDS, url.kind) ? { kind: url.kind } : {}),
  };
}

export const assetKeys = {
  all: ["assets"] as const,
  organization: (organizationId: string) => [...assetKeys.all, organizationId] as const,
  lists: (organizationId: string) => [...assetKeys.organization(organizationId), "list"] as const,
  list: (organizationId: string, filters: AssetFilters) => [...assetKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string, assetId: string) => [...assetKeys.organization(organizationId), "detail", assetId] as const,
};
