"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { ChangePasswordInput } from "@/lib/users/profile-schemas";
import { accountKeys } from "@/lib/users/query-keys";

/** Other sessions end on the server, so the session list changes too. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiFetch(apiPath.auth.password(), { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
