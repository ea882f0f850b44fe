"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { roleKeys } from "@/lib/roles/query-keys";
import type { Member } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";

/** Extension DELETE members/{userId}. */
export function useRemoveMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiFetch<Member>(`/api/core/organization/${organizationId}/members/${userId}`, { method: "DELETE" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all(organizationId) }),
      ]),
  });
}
