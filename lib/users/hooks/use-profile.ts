"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import type { Profile } from "@/lib/users/profile-schemas";
import { accountKeys } from "@/lib/users/query-keys";

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => apiFetch<Profile>("/api/auth/profile", { signal }) });
}
