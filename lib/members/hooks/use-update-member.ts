"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import { organizationKeys } from "@/lib/organizations/query-keys";
import { roleKeys } from "@/lib/roles/query-keys";
import type { Member } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";

type UpdateMemberRequest = { roleId: string; expiresAt: string | null };

/** Operation 12. */
export function useUpdateMember(organizationId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMemberRequest) =>
      apiFetch<Member>(apiPath.organization(organizationId).member(userId).self(), { method: "PUT", body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
        queryClient.invalidateQueries({ queryKey: roleKeys.all(organizationId) }),
        // The caller may have changed their own role.
        queryClient.invalidateQueries({ queryKey: organizationKeys.me(organizationId) }),
      ]),
  });
}
