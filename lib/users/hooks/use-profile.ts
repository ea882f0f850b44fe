"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Profile } from "@/lib/users/profile-schemas";
import { accountKeys } from "@/lib/users/query-keys";

export function useProfile() {
  return useQuery({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => apiFetch<Profile>(apiPath.auth.profile(), { signal }) });
}
