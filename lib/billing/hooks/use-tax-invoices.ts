"use client";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { apiPath } from "@/lib/api/paths";
import { billingKeys } from "@/lib/billing/query-keys";
import type { TaxInvoice } from "@/lib/billing/tax-invoice-schemas";

const PAGE = PAGE_SIZES.billingDocuments;
type Page<T> = { items: T[]; nextCursor: string | null };

export function useTaxInvoices(organizationId: string) {
  return useInfiniteQuery({
    queryKey: billingKeys.taxInvoices(organizationId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<Page<TaxInvoice>>(apiPath.organization(organizationId).taxInvoices(), { signal, query: { limit: PAGE, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (organizationId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.taxInvoices(organizationId) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.taxInvoiceQueue() }),
    ]);
}

export function useRequestTaxInvoice(organizationId: string) {
  const refresh = useRefresh();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: { topUpId: string } | { month: string }) =>
      apiFetch<TaxInvoice>(apiPath.organization(organizationId).taxInvoices(), {
        method: "POST",
        body: input,
        idempotencyKey: idempotency.for(input),
      }),
    onSuccess: () => {
      idempotency.done();
      return refresh(organizationId);
    },
  });
}

type Decision = { organizationId: string; taxInvoiceId: string } & (
  { decision: "issue"; approvalNumber: string } | { decision: "reject"; reason: string }
);

/** Record a waiting invoice as issued (its 승인번호) or rejected (platform reviewers). */
export function useDecideTaxInvoice() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: Decision) =>
      apiFetch<TaxInvoice>(apiPath.organization(input.organizationId).taxInvoiceDecision(input.taxInvoiceId, input.decision), {
        method: "POST",
        body: input.decision === "issue" ? { approvalNumber: input.approvalNumber } : { reason: input.reason },
      }),
    onSettled: (_data, _error, { organizationId }) => refresh(organizationId),
  });
}

export function useTaxInvoiceQueue(enabled: boolean) {
  return useInfiniteQuery({
    staleTime: 0,
    enabled,
    queryKey: billingKeys.taxInvoiceQueue(),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<Page<TaxInvoice & { organizationName: string }>>(apiPath.reviewQueue("tax-invoices"), {
        signal,
        query: { limit: PAGE, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
