"use client";
import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { useTimeZone, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { dayRangeToQuery } from "@/lib/balance/day-range";
import { HISTORY_PAGE_SIZE } from "@/lib/balance/page-sizes";
import type { HistoryFilter } from "@/lib/balance/fetch-history";
import { useBalanceHistory } from "@/lib/balance/hooks/use-balance-history";
import { useBalanceTimeline } from "@/lib/balance/hooks/use-balance-timeline";
import { useCan, useMe } from "@/lib/members/hooks/use-me";
import { BalanceCharts } from "./balance-charts";
import { BalanceSummary } from "./balance-summary";
import { ExportButton } from "./export-button";
import { HistoryFilters, type FilterValues } from "./history-filters";
import { HistoryTable } from "./history-table";
import { TopUpPanel } from "./top-up-panel";

// Only platform reviewers record charges: everyone else never loads the form.
const ChargeForm = dynamic(() => import("./charge-form").then((m) => m.ChargeForm));

const EMPTY_FILTER: FilterValues = { type: "", fromDay: "", toDay: "" };

export function BalanceView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("balance");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const me = useMe(organizationId);
  const canRead = useCan(organizationId, "balance:read").allowed;
  const canTopUp = useCan(organizationId, "balance:top-up").allowed;

  const [values, setValues] = useState<FilterValues>(EMPTY_FILTER);
  const [limit, setLimit] = useState(HISTORY_PAGE_SIZE);
  const [cursors, setCursors] = useState<string[]>([]);
  const range = useMemo(() => dayRangeToQuery(values.fromDay, values.toDay, timeZone), [values.fromDay, values.toDay, timeZone]);
  const filter: HistoryFilter = useMemo(() => ({ ...range, ...(values.type ? { type: values.type } : {}) }), [range, values.type]);

  const page = useBalanceHistory(organizationId, filter, limit, cursors.at(-1) ?? null);
  const timeline = useBalanceTimeline(organizationId, range);

  function applyFilter(next: FilterValues) {
    setValues(next);
    setCursors([]);
  }

  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={canRead ? <ExportButton organizationId={organizationId} filter={filter} /> : undefined}
      />
      {!canRead ? (
        <Alert tone="info">{t("noAccess")}</Alert>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
            <BalanceSummary balance={page.data?.balance ?? timeline.data?.balance} />
            <HistoryFilters initial={EMPTY_FILTER} onChange={applyFilter} />
          </div>
          <TopUpPanel organizationId={organizationId} canRequest={canTopUp} reviewer={!!me.data?.reviewer} />
          <BalanceCharts query={timeline} />
          {me.data?.reviewer && <ChargeForm organizationId={organizationId} />}
          <HistoryTable
            query={page}
            pageNumber={cursors.length + 1}
            limit={limit}
            onLimit={(next) => {
              setLimit(next);
              setCursors([]);
            }}
            onNext={() => page.data?.nextCursor && setCursors([...cursors, page.data.nextCursor])}
            onPrevious={() => setCursors(cursors.slice(0, -1))}
          />
        </div>
      )}
    </>
  );
}
