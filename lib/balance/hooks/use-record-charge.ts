"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { balanceKeys } from "@/lib/balance/query-keys";
import type { ChargeInput, LedgerEntry } from "@/lib/balance/schemas";

/** Extension POST /balance/charge (platform reviewers). */
export function useRecordCharge(organizationId: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: ChargeInput) =>
      apiFetch<LedgerEntry>(apiPath.organization(organizationId).charge(), {
        method: "POST",
        body: input,
        idempotencyKey: idempotency.for(input),
      }),
    onSuccess: () => {
      idempotency.done();
      return queryClient.invalidateQueries({ queryKey: balanceKeys.all(organizationId) });
    },
  });
}
