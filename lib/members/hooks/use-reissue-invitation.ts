"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { InvitationLink } from "@/lib/members/invitation-schemas";
import { memberKeys } from "@/lib/members/query-keys";

/** Extension POST members/{userId}/invitation: `send` true resends the e-mail, false only answers a fresh link. */
export function useReissueInvitation(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, send }: { userId: string; send: boolean }) =>
      apiFetch<InvitationLink>(apiPath.organization(organizationId).member(userId).invitation(), { method: "POST", body: { send } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.all(organizationId) }),
  });
}
