"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { settlementKeys } from "@/lib/settlement/query-keys";
import type { SettlementAccount } from "@/lib/settlement/schemas";
import { apiPath } from "@/lib/api/paths";

/** Extension GET /account; null while no account is registered (asked with missing=null: no failed request in the console). */
export function useSettlementAccount(organizationId: string, enabled = true) {
  return useQuery({
    queryKey: settlementKeys.account(organizationId),
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<SettlementAccount | null>(apiPath.organization(organizationId).account(), { signal, query: { missing: "null" } }),
  });
}
