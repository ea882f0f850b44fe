"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Profile, UpdateProfileInput } from "@/lib/users/profile-schemas";
import { accountKeys } from "@/lib/users/query-keys";

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => apiFetch<Profile>(apiPath.auth.profile(), { method: "PUT", body }),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
