import "server-only";
import { PAGE_LIMIT_MAX, PAGE_SIZES } from "@/lib/api/page-limits";
import { callOperation } from "@/lib/http/server-call";
import { getBalanceHistory } from "@/lib/operations/balance";
import { balanceKeys } from "@/lib/balance/query-keys";
import type { BalanceHistory, LedgerEntry } from "@/lib/balance/schemas";
import { TIMELINE_MAX_ROWS } from "@/lib/balance/page-sizes";
import { listTopUps } from "@/lib/operations/top-ups";
import { topUpKeys } from "@/lib/top-ups/query-keys";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";

/** Operation 20's first page as useBalanceHistory asks for it (no filter, `limit` rows). */
export async function prefetchBalancePage(organizationId: string, limit: number): Promise<void> {
  await prefetchJson(balanceKeys.page(organizationId, {}, limit, null), () =>
    callOperation(getBalanceHistory, { params: { organizationId }, query: { limit } }),
  );
}

/** The charts' timeline with no date filter, read as useBalanceTimeline reads it: the largest pages, up to its cap. */
export async function prefetchBalanceTimeline(organizationId: string): Promise<void> {
  await prefetchJson(balanceKeys.timeline(organizationId, {}), async () => {
    const history: LedgerEntry[] = [];
    let cursor: string | null = null;
    let page: BalanceHistory;
    do {
      page = await callOperation(getBalanceHistory, {
        params: { organizationId },
        query: { limit: PAGE_LIMIT_MAX, cursor: cursor ?? undefined },
      });
      history.push(...page.history);
      cursor = page.nextCursor;
    } while (cursor && history.length < TIMELINE_MAX_ROWS);
    return { history, balance: page.balance, complete: cursor === null };
  });
}

/** The organization's top-up requests, first page of 20, as useTopUps reads it. */
export async function prefetchTopUps(organizationId: string): Promise<void> {
  await prefetchFirstPage(topUpKeys.list(organizationId), undefined, () =>
    callOperation(listTopUps, { params: { organizationId }, query: { limit: PAGE_SIZES.topUps } }),
  );
}
