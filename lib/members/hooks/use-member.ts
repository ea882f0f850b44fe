"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Member } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";

/** Extension GET members/{userId}. */
export function useMember(organizationId: string, userId: string) {
  return useQuery({
    queryKey: memberKeys.detail(organizationId, userId),
    queryFn: ({ signal }) => apiFetch<Member>(apiPath.organization(organizationId).member(userId).self(), { signal }),
  });
}
