"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { roleKeys } from "@/lib/roles/query-keys";
import type { Member } from "../member-schema";
import { memberKeys } from "../query-keys";

export type AddMemberRequest = { email: string; roleId: string; expiresAt?: string };

/** Operation 11. */
export function useAddMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMemberRequest) =>
      apiFetch<Member>(`/api/core/organization/${organizationId}/members/by-email`, { method: "POST", body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all(organizationId) }),
      ]),
  });
}
