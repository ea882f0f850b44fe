"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { ChangePasswordInput } from "@/lib/users/profile-schemas";
import { accountKeys } from "@/lib/users/query-keys";

/** Other sessions end on the server, so the session list changes too. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiFetch("/api/auth/profile/password", { method: "PUT", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
