"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch, ApiClientError } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { settlementKeys } from "@/lib/settlement/query-keys";
import type { SettlementAccount } from "@/lib/settlement/schemas";

/** Extension GET /account; null while no account is registered (404 ACCOUNT_NOT_REGISTERED). */
export function useSettlementAccount(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: settlementKeys.account(organizationId),
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<SettlementAccount>(apiPath.organization(organizationId).account(), { signal });
      } catch (error) {
        if (error instanceof ApiClientError && error.reason === "ACCOUNT_NOT_REGISTERED") return null;
        throw error;
      }
    },
  });
}
