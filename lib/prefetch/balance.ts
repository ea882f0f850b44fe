import "server-only";
import { PAGE_SIZES, PAGE_LIMIT_MAX } from "@/lib/api/page-limits";
import { listBalanceHistory } from "@/lib/balance/list-balance-history";
import { balanceKeys } from "@/lib/balance/query-keys";
import { balanceHistoryQuery, type BalanceHistory, type LedgerEntry } from "@/lib/balance/schemas";
import { TIMELINE_MAX_ROWS } from "@/lib/balance/page-sizes";
import { listTopUps } from "@/lib/top-ups/list-top-ups";
import { topUpKeys } from "@/lib/top-ups/query-keys";
import { topUpPageQuery } from "@/lib/top-ups/schemas";
import { prefetchFirstPage, prefetchJson } from "./server-query-client";
import { sessionOrganization } from "./session-organization";

/** Operation 20's first page as useBalanceHistory asks for it (no filter, `limit` rows). */
export async function prefetchBalancePage(organizationId: string, limit: number): Promise<void> {
  if (!(await mayReadBalance(organizationId))) return;
  await prefetchJson(balanceKeys.page(organizationId, {}, limit, null), () =>
    listBalanceHistory(organizationId, balanceHistoryQuery.parse({ limit: String(limit) })),
  );
}

/** The charts' timeline with no date filter, read as useBalanceTimeline reads it: the largest pages, up to its cap. */
export async function prefetchBalanceTimeline(organizationId: string): Promise<void> {
  if (!(await mayReadBalance(organizationId))) return;
  await prefetchJson(balanceKeys.timeline(organizationId, {}), async () => {
    const history: LedgerEntry[] = [];
    let cursor: string | null = null;
    let page: BalanceHistory;
    do {
      const query = balanceHistoryQuery.parse({ limit: String(PAGE_LIMIT_MAX), ...(cursor ? { cursor } : {}) });
      page = await listBalanceHistory(organizationId, query);
      history.push(...page.history);
      cursor = page.nextCursor;
    } while (cursor && history.length < TIMELINE_MAX_ROWS);
    return { history, balance: page.balance, complete: cursor === null };
  });
}

/** The organization's top-up requests, first page of 20, as useTopUps reads it. */
export async function prefetchTopUps(organizationId: string): Promise<void> {
  if (!(await mayReadBalance(organizationId))) return;
  await prefetchFirstPage(topUpKeys.list(organizationId), undefined, () =>
    listTopUps(organizationId, topUpPageQuery.parse({ limit: String(PAGE_SIZES.topUps) })),
  );
}

async function mayReadBalance(organizationId: string): Promise<boolean> {
  return (await sessionOrganization(organizationId)).may("balance:read");
}
