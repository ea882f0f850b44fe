"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Organization, UpdateOrganizationInput } from "@/lib/organizations/schemas";
import { organizationKeys } from "@/lib/organizations/query-keys";

/** Operation 1. */
export function useUpdateOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateOrganizationInput) =>
      apiFetch<Organization>(apiPath.organization(organizationId).self(), { method: "PUT", body: input }),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.detail(organizationId), organization);
      return queryClient.invalidateQueries({ queryKey: organizationKeys.list() });
    },
  });
}
