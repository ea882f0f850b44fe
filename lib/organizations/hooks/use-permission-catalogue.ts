"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { PermissionCatalogue } from "@/lib/permissions/schemas";
import { organizationKeys } from "@/lib/organizations/query-keys";

/** Operation 16: the organization's whole permission catalogue and target tree. */
export function usePermissionCatalogue(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.permissions(organizationId),
    queryFn: ({ signal }) => apiFetch<PermissionCatalogue>(`/api/core/organization/${organizationId}/permissions`, { signal }),
  });
}
