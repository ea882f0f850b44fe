"use client";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { useIdempotencyKey } from "@/lib/api/hooks/use-idempotency-key";
import { balanceKeys } from "@/lib/balance/query-keys";
import { billingKeys } from "@/lib/billing/query-keys";
import { topUpKeys } from "@/lib/top-ups/query-keys";
import type { TopUp, TopUpInput, TopUpList, TopUpQueue } from "@/lib/top-ups/schemas";
import { reviewKeys } from "@/lib/review/query-keys";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Extension GET /balance/top-ups, newest first. */
export function useTopUps(organizationId: string) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: topUpKeys.list(organizationId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<TopUpList>(apiPath.organization(organizationId).topUps(), {
        signal,
        query: { limit: PAGE_SIZES.topUps, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return (organizationId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: topUpKeys.all(organizationId) }),
      queryClient.invalidateQueries({ queryKey: balanceKeys.all(organizationId) }),
      // a confirmation issues a receipt
      queryClient.invalidateQueries({ queryKey: billingKeys.all(organizationId) }),
      queryClient.invalidateQueries({ queryKey: topUpKeys.queue() }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.counts() }),
    ]);
}

/** Extension POST /balance/top-ups: answers the bank transfer instructions. */
export function useRequestTopUp(organizationId: string) {
  const refresh = useRefresh();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: TopUpInput) =>
      apiFetch<TopUp>(apiPath.organization(organizationId).topUps(), {
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

type Decision = { organizationId: string; topUpId: string; decision: "confirm" | "cancel" };

/** confirm (platform reviewers) or cancel a request, in whichever organization it belongs to. */
export function useDecideTopUp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ organizationId, topUpId, decision }: Decision) =>
      apiFetch<TopUp>(apiPath.organization(organizationId).topUp(topUpId).decide(decision), { method: "POST" }),
    onSettled: (_data, _error, { organizationId }) => refresh(organizationId),
  });
}

/** Extension GET /api/core/review/top-ups: every organization's open requests, oldest first (reviewers). */
export function useTopUpQueue(enabled: boolean) {
  return useInfiniteQuery({
    staleTime: 0,
    enabled,
    queryKey: topUpKeys.queue(),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<TopUpQueue>(apiPath.reviewQueue("top-ups"), { signal, query: { limit: PAGE_SIZES.topUpQueue, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
