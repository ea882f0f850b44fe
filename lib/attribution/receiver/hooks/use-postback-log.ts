"use client";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api/client";
import { exportPostbacks, listPostbacks } from "@/lib/api/operation-paths";
import { fillPath } from "@/lib/api/paths";
import type { PostbackOutcome } from "@/lib/attribution/partners";
import { postbackKeys } from "@/lib/attribution/receiver/query-keys";
import type { PostbackItem } from "@/lib/attribution/receiver/schemas";

/** The app's last `limit` postbacks, newest first, of some outcomes only when asked. */
export function usePostbackLog(organizationId: string, appId: string, outcome: readonly PostbackOutcome[] | undefined, limit = 50) {
  return useQuery({
    // Postbacks arrive while the page is open: read again whenever it is shown.
    staleTime: 0,
    queryKey: postbackKeys.log(organizationId, appId, outcome),
    queryFn: ({ signal }) =>
      apiFetch<{ items: PostbackItem[]; nextCursor: string | null }>(fillPath(listPostbacks, { organizationId, appId }), {
        signal,
        query: { limit, outcome: outcome?.join(",") },
      }),
  });
}

/** Where the app's postbacks download as CSV (the same filter). */
export function postbackExportPath(organizationId: string, appId: string, outcome: readonly PostbackOutcome[] | undefined): string {
  const path = fillPath(exportPostbacks, { organizationId, appId });
  return outcome ? `${path}?outcome=${outcome.join(",")}` : path;
}
