"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { organizationKeys } from "@/lib/organizations/query-keys";

type Requirement = { organizationId: string; requireTwoFactor: boolean };

export function useTwoFactorRequirement(organizationId: string) {
  return useQuery({
    queryKey: organizationKeys.twoFactor(organizationId),
    queryFn: ({ signal }) => apiFetch<Requirement>(apiPath.organization(organizationId).twoFactor(), { signal }),
  });
}

export function useSetTwoFactorRequirement(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      apiFetch<Requirement>(apiPath.organization(organizationId).twoFactor(), { method: "PUT", body: { required } }),
    onSuccess: (data) => queryClient.setQueryData(organizationKeys.twoFactor(organizationId), data),
  });
}

/** An Owner resets a member's second factor (they sign in with the password and enrol again). */
export function useResetMemberTwoFactor(organizationId: string) {
  return useMutation({
    mutationFn: (userId: string) => apiFetch(apiPath.organization(organizationId).member(userId).twoFactor(), { method: "DELETE" }),
  });
}
