"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Member } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";

export type ApiKeyPolicyRequest = {
  name: string;
  description?: string;
  ipWhitelist?: string[];
  rateLimit?: { requests: number; windowSeconds: number };
  expiresAt?: string;
};

/** Operation 13. */
export function useUpdateApiKeyPolicy(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyPolicyRequest) =>
      apiFetch<Member>(apiPath.organization(organizationId).member(userId).apiKeyPolicy(), { method: "PUT", body }),
    onSuccess: (member) => {
      queryClient.setQueryData(memberKeys.detail(organizationId, userId), member);
      return queryClient.invalidateQueries({ queryKey: memberKeys.list(organizationId) });
    },
  });
}
