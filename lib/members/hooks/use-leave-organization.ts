"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Member } from "@/lib/members/member-schema";

/** Extension DELETE /me: the caller leaves the organization. */
export function useLeaveOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<Member>(apiPath.organization(organizationId).me(), { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
