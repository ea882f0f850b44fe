"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { IntegrationKey, IntegrationKeyList } from "@/lib/integration-keys/schemas";
import { integrationKeyKeys } from "@/lib/integration-keys/query-keys";

/** Extension GET review/integration-keys (platform reviewers). */
export function useIntegrationKeys(enabled: boolean) {
  return useQuery({
    queryKey: integrationKeyKeys.all(),
    queryFn: ({ signal }) => apiFetch<IntegrationKeyList>(apiPath.integrationKeys(), { signal }),
    enabled,
  });
}

function useKeyMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeyKeys.all() }) });
}

/** Extension POST review/integration-keys: the new key, in this answer only. */
export const useCreateIntegrationKey = () =>
  useKeyMutation((name: string) =>
    apiFetch<{ apiKey: string; key: IntegrationKey }>(apiPath.integrationKeys(), { method: "POST", body: { name } }),
  );

/** Extension POST …/{keyId}/rotate: the new key, in this answer only. */
export const useRotateIntegrationKey = () =>
  useKeyMutation(({ keyId, overlapHours }: { keyId: string; overlapHours: number }) =>
    apiFetch<{ apiKey: string; key: IntegrationKey }>(apiPath.integrationKey(keyId).rotate(), { method: "POST", body: { overlapHours } }),
  );

/** Extension DELETE …/{keyId}: stops the key at once. */
export const useRevokeIntegrationKey = () =>
  useKeyMutation((keyId: string) => apiFetch<IntegrationKey>(apiPath.integrationKey(keyId).self(), { method: "DELETE" }));
