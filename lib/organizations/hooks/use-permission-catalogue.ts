"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { PermissionCatalogue } from "@/lib/permissions/schemas";
import { organizationKeys } from "@/lib/organizations/query-keys";

/** Operation 16: the organization's whole permission catalogue and target tree. */
export function usePermissionCatalogue(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.permissions(organizationId),
    queryFn: ({ signal }) => apiFetch<PermissionCatalogue>(apiPath.organization(organizationId).permissions(), { signal }),
  });
}
