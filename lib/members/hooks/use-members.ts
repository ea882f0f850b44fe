"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetchList } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { Member } from "@/lib/members/member-schema";
import { memberKeys } from "@/lib/members/query-keys";
import { PAGE_SIZES } from "@/lib/api/page-limits";

/** Operation 10, a page of 100 at a time (the next one from the Link header). */
export function useMembers(organizationId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: memberKeys.list(organizationId),
    queryFn: ({ signal, pageParam }) =>
      apiFetchList<Member>(apiPath.organization(organizationId).members(), {
        signal,
        query: { limit: PAGE_SIZES.members, cursor: pageParam ?? undefined },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
