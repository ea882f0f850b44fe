"use client";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { apiPath } from "@/lib/api/paths";
import { balanceKeys } from "@/lib/balance/query-keys";
import { billingKeys } from "@/lib/billing/query-keys";
import type { Refund, Refundable } from "@/lib/billing/refund-schemas";

const PAGE = PAGE_SIZES.billingDocuments;
type RefundPage = { items: Refund[]; nextCursor: string | null };
type QueuePage = { items: (Refund & { organizationName: string })[]; nextCursor: string | null };

export function useRefundable(organizationId: string) {
  return useQuery({
    queryKey: billingKeys.refundable(organizationId),
    queryFn: ({ signal }) => apiFetch<Refundable>(apiPath.organization(organizationId).refundable(), { signal }),
  });
}

export function useRefunds(organizationId: string) {
  return useInfiniteQuery({
    queryKey: billingKeys.refunds(organizationId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<RefundPage>(apiPath.organization(organizationId).refunds(), { signal, query: { limit: PAGE, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (organizationId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: billingKeys.all(organizationId) }),
      queryClient.invalidateQueries({ queryKey: balanceKeys.all(organizationId) }),
      queryClient.invalidateQueries({ queryKey: billingKeys.refundQueue() }),
    ]);
}

export function useRequestRefund(organizationId: string) {
  const refresh = useRefresh();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: { amount: number }) =>
      apiFetch<Refund>(apiPath.organization(organizationId).refunds(), {
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

type Decision = { organizationId: string; refundId: string; decision: "approve" | "reject"; reason?: string };

/** approve or reject (platform reviewers), in whichever organization the request belongs to. */
export function useDecideRefund() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ organizationId, refundId, decision, reason }: Decision) =>
      apiFetch<Refund>(apiPath.organization(organizationId).refundDecision(refundId, decision), {
        method: "POST",
        ...(decision === "reject" ? { body: { reason } } : {}),
      }),
    onSettled: (_data, _error, { organizationId }) => refresh(organizationId),
  });
}

export function useRefundQueue(enabled: boolean) {
  return useInfiniteQuery({
    staleTime: 0,
    enabled,
    queryKey: billingKeys.refundQueue(),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<QueuePage>(apiPath.reviewQueue("refunds"), { signal, query: { limit: PAGE, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
