"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Organization } from "@/lib/organizations/schemas";
import { organizationKeys } from "@/lib/organizations/query-keys";

export function useOrganization(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.detail(organizationId),
    queryFn: ({ signal }) => apiFetch<Organization>(apiPath.organization(organizationId).self(), { signal }),
  });
}
