"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import type { CreateOrganizationInput, Organization } from "@/lib/organizations/schemas";
import { organizationKeys } from "@/lib/organizations/query-keys";

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: CreateOrganizationInput) =>
      apiFetch<Organization>(apiPath.organizations(), { method: "POST", body: input, idempotencyKey: idempotency.for(input) }),
    onSuccess: () => {
      idempotency.done();
      return queryClient.invalidateQueries({ queryKey: organizationKeys.list() });
    },
  });
}
