"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { reviewKeys } from "@/lib/review/query-keys";
import type { OrganizationSearchPage } from "@/lib/review/schemas";

/**
 * The name of an organization a platform reviewer picked, from the reviewers' organization search (reviewers do
 * not read other organizations' records); undefined data while loading or for an id that is not there.
 */
export function useReviewedOrganization(organizationId: string | null) {
  return useQuery({
    queryKey: reviewKeys.organization(organizationId ?? ""),
    queryFn: async ({ signal }) => {
      const page = await apiFetch<OrganizationSearchPage>(apiPath.review("organizations"), {
        signal,
        query: { id: organizationId ?? undefined, limit: 1 },
      });
      return page.items[0] ?? null;
    },
    enabled: !!organizationId,
  });
}
