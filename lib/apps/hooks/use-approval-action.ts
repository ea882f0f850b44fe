"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { ApprovalAction } from "@/lib/apps/approval-machine";
import type { AppPlatform } from "@/lib/apps/platforms";
import { appKeys } from "@/lib/apps/query-keys";
import type { ApprovalRecord } from "@/lib/apps/schemas";
import { reviewKeys } from "@/lib/review/query-keys";
import { apiPath } from "@/lib/api/paths";

type ApprovalActionVariables = {
  organizationId: string;
  appId: string;
  action: ApprovalAction;
  platform: AppPlatform;
  reason?: string;
};

/** Operation 8, from the app's page or the review queue: refreshes the app, its history, lists and the queue. */
export function useApprovalAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, appId, action, platform, reason }: ApprovalActionVariables) =>
      apiFetch<ApprovalRecord>(apiPath.organization(organizationId).app(appId).approval(action), {
        method: "PUT",
        body: { platform, ...(reason ? { reason } : {}) },
      }),
    // Settled, not only success: a 409 means someone else moved the platform, so show what it is now.
    onSettled: (_record, _error, { organizationId, appId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appKeys.detail(organizationId, appId) }),
        queryClient.invalidateQueries({ queryKey: appKeys.histories(organizationId, appId) }),
        queryClient.invalidateQueries({ queryKey: appKeys.lists(organizationId) }),
        queryClient.invalidateQueries({ queryKey: appKeys.reviewQueues() }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.counts() }),
      ]),
  });
}
