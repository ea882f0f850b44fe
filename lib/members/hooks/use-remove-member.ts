"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { roleKeys } from "@/lib/roles/query-keys";
import type { Member } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";

/** Extension DELETE members/{userId}. */
export function useRemoveMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch<Member>(apiPath.organization(organizationId).member(userId).self(), { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all(organizationId) }),
      ]),
  });
}
