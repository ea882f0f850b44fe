"use client";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { apiPath } from "@/lib/api/paths";
import { instanceKeys } from "@/lib/instance/query-keys";
import type { InstanceUser, InstanceUsersPage, ResetLink, WaitingSignUps } from "@/lib/instance/schemas";

/** Extension GET /api/core/instance/users: the first accounts whose e-mail or name holds `q`. */
export function useInstanceUsers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: instanceKeys.users(q),
    queryFn: ({ signal }) =>
      apiFetch<InstanceUsersPage>(apiPath.instance.users(), { signal, query: { q: q || undefined, limit: PAGE_SIZES.instanceUsers } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Extension GET /api/core/instance/sign-ups. */
export function useWaitingSignUps(enabled: boolean) {
  return useQuery({
    queryKey: instanceKeys.signUps(),
    queryFn: ({ signal }) => apiFetch<WaitingSignUps>(apiPath.instance.signUps(), { signal }),
    enabled,
  });
}

function useInstanceMutation<I, R>(mutationFn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: instanceKeys.all() }) });
}

/** Extension PATCH /api/core/instance/users/{userId}: grants or revokes reviewer rights. */
export const useSetReviewer = () =>
  useInstanceMutation(({ userId, reviewer }: { userId: string; reviewer: boolean }) =>
    apiFetch<InstanceUser>(apiPath.instance.user(userId), { method: "PATCH", body: { reviewer } }),
  );

/** Extension POST …/users/{userId}/reset-link: the link, in this answer only. */
export const useMakeResetLink = () =>
  useMutation({ mutationFn: (userId: string) => apiFetch<ResetLink>(apiPath.instance.resetLink(userId), { method: "POST" }) });

/** Extension POST …/sign-ups/{signUpId}/confirm. */
export const useConfirmSignUp = () =>
  useInstanceMutation((signUpId: string) =>
    apiFetch<{ userId: string; email: string; organizationId: string }>(apiPath.instance.confirmSignUp(signUpId), { method: "POST" }),
  );

/** Extension POST /api/core/instance/claim (the setup page). */
export const useClaimInstance = () =>
  useMutation({
    mutationFn: (token: string) => apiFetch<{ userId: string }>(apiPath.instance.claim(), { method: "POST", body: { token } }),
  });
