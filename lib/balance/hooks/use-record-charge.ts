"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { balanceKeys } from "../query-keys";
import type { ChargeInput, LedgerEntry } from "../schemas";

/** Extension POST /balance/charge (platform reviewers). */
export function useRecordCharge(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChargeInput) =>
      apiFetch<LedgerEntry>(`/api/core/organization/${organizationId}/balance/charge`, { method: "POST", body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: balanceKeys.all(organizationId) }),
  });
}
