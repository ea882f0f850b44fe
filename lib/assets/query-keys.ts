import type { ListAssetsQuery } from "./schemas";

export type AssetFilters = Pick<ListAssetsQuery, "status" | "kind">;

export const assetKeys = {
  all: ["assets"] as const,
  organization: (organizationId: string) => [...assetKeys.all, organizationId] as const,
  lists: (organizationId: string) => [...assetKeys.organization(organizationId), "list"] as const,
  list: (organizationId: string, filters: AssetFilters) => [...assetKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string, assetId: string) => [...assetKeys.organization(organizationId), "detail", assetId] as const,
};
