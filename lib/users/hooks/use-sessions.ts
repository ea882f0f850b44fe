"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { SessionInfo } from "@/lib/users/profile-schemas";
import { accountKeys } from "@/lib/users/query-keys";

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => apiFetch<SessionInfo[]>(apiPath.auth.sessions(), { signal }),
  });
}
