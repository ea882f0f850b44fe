"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { z } from "zod";
import type { organizationListSchema } from "@/lib/organizations/schemas";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { PAGE_SIZES } from "@/lib/api/page-limits";

type OrganizationList = z.infer<typeof organizationListSchema>;

/** The caller's organizations (the console shows at most 200: one page). */
export function useOrganizations() {
  return useQuery({
    queryKey: organizationKeys.list(),
    queryFn: ({ signal }) => apiFetch<OrganizationList>(apiPath.organizations(), { signal, query: { limit: PAGE_SIZES.organizations } }),
  });
}
