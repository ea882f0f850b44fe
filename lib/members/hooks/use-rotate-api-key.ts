"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { memberKeys } from "@/lib/members/query-keys";

type RotationResult = { apiKey: string; providerId: string };

/** Operation 14. The result is the only copy of the key: it is not put in the query cache. */
export function useRotateApiKey(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<RotationResult>(apiPath.organization(organizationId).member(userId).rotateApiKey(), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}
