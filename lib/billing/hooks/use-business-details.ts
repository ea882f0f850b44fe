"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { billingKeys } from "@/lib/billing/query-keys";
import type { BusinessDetails, BusinessDetailsInput } from "@/lib/billing/schemas";

/** GET /business-details: null until registered. */
export function useBusinessDetails(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: billingKeys.businessDetails(organizationId),
    enabled,
    queryFn: ({ signal }) => apiFetch<BusinessDetails | null>(apiPath.organization(organizationId).businessDetails(), { signal }),
  });
}

export function useSaveBusinessDetails(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessDetailsInput) =>
      apiFetch<BusinessDetails>(apiPath.organization(organizationId).businessDetails(), { method: "PUT", body: input }),
    onSuccess: (details) => queryClient.setQueryData(billingKeys.businessDetails(organizationId), details),
  });
}
