"use client";
import { apiFetch } from "@/lib/api/client";
import { apiPath } from "@/lib/api/paths";
import type { ChargeType } from "./charge-types";
import { PAGE_LIMIT_MAX } from "@/lib/api/page-limits";
import { type BalanceHistory, type LedgerEntry } from "./schemas";

/** The history filter as the API takes it: Timestamps and a charge type. */
export type HistoryFilter = { from?: string; to?: string; type?: ChargeType };

export function fetchHistoryPage(
  organizationId: string,
  filter: HistoryFilter,
  options: { limit: number; cursor?: string | null; signal?: AbortSignal },
) {
  return apiFetch<BalanceHistory>(apiPath.organization(organizationId).balanceHistory(), {
    signal: options.signal,
    query: { ...filter, limit: options.limit, cursor: options.cursor ?? undefined },
  });
}

/**
 * Every row of a filter, following nextCursor with the largest page. `max` stops early (the charts); the CSV
 * export passes no max and gets all of it.
 */
export async function fetchAllHistory(
  organizationId: string,
  filter: HistoryFilter,
  options: { signal?: AbortSignal; max?: number; onProgress?: (rows: number) => void } = {},
): Promise<{ history: LedgerEntry[]; balance: number; complete: boolean }> {
  const history: LedgerEntry[] = [];
  let cursor: string | null = null;
  let balance = 0;
  do {
    const page: BalanceHistory = await fetchHistoryPage(organizationId, filter, { limit: PAGE_LIMIT_MAX, cursor, signal: options.signal });
    history.push(...page.history);
    balance = page.balance;
    cursor = page.nextCursor;
    options.onProgress?.(history.length);
  } while (cursor && (options.max === undefined || history.length < options.max));
  return { history, balance, complete: cursor === null };
}
