"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { Member } from "@/lib/members/member-schema";

/** Extension DELETE /me: the caller leaves the organization. */
export function useLeaveOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Member>(`/api/core/organization/${organizationId}/me`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
