"use client";
import { useMemo } from "react";
import dynamic from "next/dynamic";
import { useTimeZone, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { dayRangeToQuery } from "@/lib/balance/day-range";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import type { HistoryFilter } from "@/lib/balance/fetch-history";
import { useBalanceHistory } from "@/lib/balance/hooks/use-balance-history";
import { useBalanceTimeline } from "@/lib/balance/hooks/use-balance-timeline";
import { useCan, useMe } from "@/lib/members/hooks/use-me";
import { CHARGE_TYPES, type ChargeType } from "@/lib/balance/charge-types";
import { useSearchParamsState } from "@/lib/use-search-params-state";
import { BalanceCharts } from "./balance-charts";
import { BalanceSummary } from "./balance-summary";
import { ExportButton } from "./export-button";
import type { FilterValues } from "./history-filters";
import { HistoryTable } from "./history-table";

// The filters' form (its fields, date presets) as its own chunk, like the top-up form: in the server's HTML, its
// code fetched right after the page's.
const HistoryFilters = dynamic(() => import("./history-filters").then((m) => m.HistoryFilters));
const BillingDocuments = dynamic(() => import("./billing-documents").then((m) => m.BillingDocuments));
const TopUpPanel = dynamic(() => import("./top-up-panel").then((m) => m.TopUpPanel));

// Only platform reviewers record charges: everyone else never loads the form.
const ChargeForm = dynamic(() => import("./charge-form").then((m) => m.ChargeForm));

// Filters and paging live in the URL: ?type=&from=&to=&limit=&pages=<cursor>,<cursor>… (the cursors of the pages before).
const URL_DEFAULTS = { type: "", from: "", to: "", limit: String(PAGE_SIZES.balanceHistory), pages: "" };
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LIMIT_CHOICES = new Set(["25", "50", "100", "200"]);

export function BalanceView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("balance");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const me = useMe(organizationId);
  const canRead = useCan(organizationId, "balance:read").allowed;
  const canTopUp = useCan(organizationId, "balance:top-up").allowed;
  const canReadBilling = useCan(organizationId, "billing:read").allowed;

  const [url, setUrl] = useSearchParamsState(URL_DEFAULTS);
  const values: FilterValues = {
    type: (CHARGE_TYPES as readonly string[]).includes(url.type) ? (url.type as ChargeType) : "",
    fromDay: DAY.test(url.from) ? url.from : "",
    toDay: DAY.test(url.to) ? url.to : "",
  };
  const limit = Number(LIMIT_CHOICES.has(url.limit) ? url.limit : URL_DEFAULTS.limit);
  const cursors = url.pages ? url.pages.split(",") : [];
  const setCursors = (next: string[]) => setUrl({ pages: next.join(",") });
  // An end before the start is shown as an error by the filters and left out here.
  const toDay = values.fromDay && values.toDay && values.toDay < values.fromDay ? "" : values.toDay;
  const range = useMemo(() => dayRangeToQuery(values.fromDay, toDay, timeZone), [values.fromDay, toDay, timeZone]);
  const filter: HistoryFilter = useMemo(() => ({ ...range, ...(values.type ? { type: values.type } : {}) }), [range, values.type]);

  const page = useBalanceHistory(organizationId, filter, limit, cursors.at(-1) ?? null);
  const timeline = useBalanceTimeline(organizationId, range);

  function applyFilter(next: FilterValues) {
    setUrl({ type: next.type, from: next.fromDay, to: next.toDay, pages: "" });
  }

  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          canRead ? (
            // Nothing to export until the first page of this filter has rows (the first page has none beyond it).
            <ExportButton organizationId={organizationId} filter={filter} empty={!cursors.length && page.data?.history.length === 0} />
          ) : undefined
        }
      />
      {!canRead ? (
        <Alert tone="info">{t("noAccess")}</Alert>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
            <BalanceSummary balance={page.data?.balance ?? timeline.data?.balance} />
            <HistoryFilters initial={values} onChange={applyFilter} />
          </div>
          <TopUpPanel organizationId={organizationId} canRequest={canTopUp} reviewer={!!me.data?.reviewer} />
          <BalanceCharts query={timeline} />
          {me.data?.reviewer && <ChargeForm organizationId={organizationId} />}
          <HistoryTable
            organizationId={organizationId}
            query={page}
            pageNumber={cursors.length + 1}
            limit={limit}
            onLimit={(next) => setUrl({ limit: String(next), pages: "" })}
            onNext={() => page.data?.nextCursor && setCursors([...cursors, page.data.nextCursor])}
            onPrevious={() => setCursors(cursors.slice(0, -1))}
          />
          {/* Last: the month-end documents load after the page and would otherwise push the charts and history down. */}
          {canReadBilling && <BillingDocuments organizationId={organizationId} />}
        </div>
      )}
    </>
  );
}
