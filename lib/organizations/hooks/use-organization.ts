"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { Organization } from "../schemas";
import { organizationKeys } from "../query-keys";

export function useOrganization(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.detail(organizationId),
    queryFn: ({ signal }) => apiFetch<Organization>(`/api/core/organization/${organizationId}`, { signal }),
  });
}
