import type { ListAssetsQuery } from "./schemas";

export type AssetFilters = Pick<ListAssetsQuery, "status" | "kind">;

export const assetKeys = {
  all: ["assets"] as const,
  lists: (organizationId: string) => [...assetKeys.all, "list", organizationId] as const,
  list: (organizationId: string, filters: AssetFilters) => [...assetKeys.lists(organizationId), filters] as const,
  detail: (organizationId: string, assetId: string) => [...assetKeys.all, "detail", organizationId, assetId] as const,
};
