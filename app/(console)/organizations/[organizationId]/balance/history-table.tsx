"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import Link from "next/link";
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { chargeSign } from "@/lib/balance/charge-types";
import { readEntryDescription } from "@/lib/balance/entry-description";
import type { BalanceHistory } from "@/lib/balance/schemas";
import { cn } from "@/components/ui/cn";
import { CHARGE_COLORS } from "./charge-colors";

const PAGE_SIZES = [25, 50, 100, 200];

/** A row's description in the reader's language when the server wrote it, its campaign a link; else as written. */
function EntryDescription({ organizationId, text }: { organizationId: string; text: string }) {
  const t = useTranslations("balance.table.entry");
  const read = readEntryDescription(text);
  if (read.kind === "bankTransfer") return t("bankTransfer", { reference: read.referenceCode });
  if (read.kind === "text") return text;
  // Underlined: inside a sentence, colour alone does not tell a link from the text around it.
  const campaign = (chunks: ReactNode) => (
    <Link href={`/organizations/${organizationId}/campaigns/${read.campaignId}`} className="text-indigo-700 underline underline-offset-2">
      {chunks}
    </Link>
  );
  if (read.kind === "install") {
    const values = { name: read.campaignName, postbackId: read.postbackId, campaign };
    return read.country ? t.rich("install", { ...values, country: read.country }) : t.rich("installNoCountry", values);
  }
  const values = { name: read.campaignName, from: read.from, to: read.to, campaign };
  return read.from === read.to ? t.rich("delivery", values) : t.rich("deliveryRange", values);
}

export function HistoryTable({
  organizationId,
  query,
  pageNumber,
  limit,
  onLimit,
  onNext,
  onPrevious,
}: {
  organizationId: string;
  query: UseQueryResult<BalanceHistory>;
  pageNumber: number;
  limit: number;
  onLimit: (limit: number) => void;
  onNext: () => void;
  onPrevious: () => void;
}) {
  const t = useTranslations("balance");
  const tc = useTranslations("common");
  const format = useFormatter();
  const history = query.data?.history ?? [];
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-base font-semibold text-slate-900">
        {t("table.caption")}
      </h2>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        <div className={cn(query.isPlaceholderData && "opacity-60")} aria-busy={query.isFetching}>
          <Table caption={t("table.caption")}>
            <thead>
              <tr>
                <Th>{t("table.date")}</Th>
                <Th>{t("table.type")}</Th>
                <Th className="text-right">{t("table.amount")}</Th>
                <Th className="text-right">{t("table.balanceAfter")}</Th>
                <Th>{t("table.description")}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100" data-testid="history-rows">
              {history.length === 0 ? (
                <tr>
                  <Td colSpan={5} className="py-10 text-center text-slate-500">
                    {t("table.empty")}
                  </Td>
                </tr>
              ) : (
                history.map((entry) => {
                  const sign = chargeSign(entry.type);
                  return (
                    <tr key={entry._id}>
                      <Td className="text-slate-600">
                        <time dateTime={entry.createdAt}>{format.dateTime(new Date(entry.createdAt), "short")}</time>
                      </Td>
                      <Td label={t("table.type")}>
                        <Badge tone={CHARGE_COLORS[entry.type].badge}>{t(`types.${entry.type}`)}</Badge>
                      </Td>
                      <Td
                        label={t("table.amount")}
                        className={cn("text-right tabular-nums font-medium", sign > 0 ? "text-emerald-700" : "text-rose-700")}
                      >
                        {format.number(sign * entry.amount, "krwSigned")}
                      </Td>
                      <Td label={t("table.balanceAfter")} className="text-right tabular-nums">
                        {format.number(entry.balanceAfter, "krw")}
                      </Td>
                      <Td label={t("table.description")} className="max-w-xs truncate whitespace-normal text-slate-600">
                        <EntryDescription organizationId={organizationId} text={entry.description} />
                      </Td>
                    </tr>
                  );
                })
              )}
            </tbody>
          </Table>
        </div>
        <nav aria-label={t("table.pagination")} className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2 whitespace-nowrap text-slate-600">
            {t("table.pageSize")}
            <Select className="w-24" value={limit} onChange={(e) => onLimit(Number(e.target.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </label>
          <div className="flex items-center gap-3">
            <span className="text-slate-600" aria-live="polite">
              {t("table.page", { page: pageNumber })}
            </span>
            <Button variant="secondary" size="sm" onClick={onPrevious} disabled={pageNumber === 1 || query.isFetching}>
              {tc("previous")}
            </Button>
            <Button variant="secondary" size="sm" onClick={onNext} disabled={!query.data?.nextCursor || query.isPlaceholderData}>
              {tc("next")}
            </Button>
          </div>
        </nav>
      </QueryState>
    </section>
  );
}
