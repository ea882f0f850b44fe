"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reviewKeys } from "@/lib/review/query-keys";
import type { OrganizationSearchPage } from "@/lib/review/schemas";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET /api/core/review/organizations: the first 20 organizations whose name holds `q`. */
export function useOrganizationSearch(q: string) {
  return useQuery({
    queryKey: reviewKeys.organizations(q),
    queryFn: ({ signal }) =>
      apiFetch<OrganizationSearchPage>(apiPath.review("organizations"), {
        signal,
        query: { q: q || undefined, limit: PAGE_SIZES.organizationSearch },
      }),
    placeholderData: keepPreviousData,
  });
}
