"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { settlementKeys } from "@/lib/settlement/query-keys";
import type { SettlementAccount, UpdateSettlementAccountInput } from "@/lib/settlement/schemas";

/** Operation 19: register the account, or change any of its fields. */
export function useUpdateSettlementAccount(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateSettlementAccountInput) =>
      apiFetch<SettlementAccount>(apiPath.organization(organizationId).account(), { method: "PATCH", body: input }),
    onSuccess: (account) => {
      queryClient.setQueryData(settlementKeys.account(organizationId), account);
      return queryClient.invalidateQueries({ queryKey: settlementKeys.all(organizationId) });
    },
  });
}
