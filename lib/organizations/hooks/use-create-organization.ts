"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { CreateOrganizationInput, Organization } from "../schemas";
import { organizationKeys } from "../query-keys";

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrganizationInput) => apiFetch<Organization>("/api/core/organizations", { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.list() }),
  });
}
