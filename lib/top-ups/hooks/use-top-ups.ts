"use client";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { balanceKeys } from "@/lib/balance/query-keys";
import { topUpKeys } from "../query-keys";
import type { TopUp, TopUpInput, TopUpList } from "../schemas";

/** Extension GET /balance/top-ups, newest first. */
export function useTopUps(organizationId: string) {
  return useInfiniteQuery({
    staleTime: 0,
    queryKey: topUpKeys.list(organizationId),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<TopUpList>(`/api/core/organization/${organizationId}/balance/top-ups`, { signal, query: { limit: 20, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

function useRefresh(organizationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: topUpKeys.all(organizationId) }),
      queryClient.invalidateQueries({ queryKey: balanceKeys.all(organizationId) }),
      queryClient.invalidateQueries({ queryKey: topUpKeys.queue() }),
    ]);
}

/** Extension POST /balance/top-ups: answers the bank transfer instructions. */
export function useRequestTopUp(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: (input: TopUpInput) => apiFetch<TopUp>(`/api/core/organization/${organizationId}/balance/top-ups`, { method: "POST", body: input }),
    onSuccess: refresh,
  });
}

/** confirm (platform reviewers) or cancel a request. */
export function useDecideTopUp(organizationId: string) {
  const refresh = useRefresh(organizationId);
  return useMutation({
    mutationFn: ({ topUpId, decision }: { topUpId: string; decision: "confirm" | "cancel" }) =>
      apiFetch<TopUp>(`/api/core/organization/${organizationId}/balance/top-ups/${topUpId}/${decision}`, { method: "POST" }),
    onSuccess: refresh,
  });
}
