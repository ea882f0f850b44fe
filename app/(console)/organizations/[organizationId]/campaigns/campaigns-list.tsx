"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { BulkCampaignActions } from "@/components/campaigns/lazy-bulk-actions";
import { BulkSelectBar, useBulkSelection } from "@/components/campaigns/bulk-selection";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { PlanImport } from "@/components/campaigns/lazy-plan-import";
import { ServingBadge } from "@/components/campaigns/serving-badge";
import { reasonsBeyondStatus } from "@/lib/campaigns/reasons-beyond-status";
import { useServingReasonText } from "@/components/campaigns/use-serving-reason-text";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input, Select } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { IntentLink } from "@/components/ui/intent-link";
import { PermittedLink } from "@/components/ui/permitted-link";
import { QueryState } from "@/components/ui/query-state";
import { SortableTh, Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { ToggleGroup } from "@/components/ui/toggle-group";
import { useCampaigns } from "@/lib/campaigns/hooks/use-campaigns";
import { listView, LIST_METRICS, LIST_VIEW_DEFAULTS, nextSort, type ListMetric } from "./list-view";
import type { CampaignMetrics } from "@/lib/campaigns/schemas";
import type { CampaignListRow } from "@/lib/campaigns/list-rows";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/lib/campaigns/statuses";
import { DATE_PRESETS } from "@/lib/delivery/date-presets";
import { useCan } from "@/lib/members/hooks/use-me";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSearchParamsState } from "@/lib/use-search-params-state";
import { isOneOf } from "@/lib/one-of";
import type { SortOrder } from "@/lib/sort-orders";
import { Checkbox } from "@/components/ui/checkbox";

/**
 * The campaigns with their delivery over a range of UTC days (a preset, as on the Performance tab), ordered by
 * creation or by one of the figures; the range and the order live in the URL (?range=&sort=&order=).
 */
export function CampaignsList({ organizationId }: { organizationId: string }) {
  const t = useTranslations("campaigns");
  const tp = useTranslations("campaigns.performance");
  const [status, setStatus] = useState<CampaignStatus | undefined>();
  const [search, setSearch] = useState("");
  const name = useDebouncedValue(search.trim()) || undefined;
  const [url, setUrl] = useSearchParamsState(LIST_VIEW_DEFAULTS);
  const view = listView(url);
  const query = useCampaigns(organizationId, { status, name, metrics: view.range, sort: view.sort ?? undefined, order: view.order });
  const canCreate = useCan(organizationId, "campaign:create");
  const canUpdate = useCan(organizationId, "campaign:update");
  const campaigns = query.data?.pages.flatMap((page) => page.items) ?? [];
  const sortBy = (metric: ListMetric | null) => setUrl(metric ? { sort: metric, order: "desc" } : { sort: "", order: "" });
  const selection = useBulkSelection(campaigns);

  const create = (
    <div className="flex flex-wrap items-center gap-2">
      <PlanImport organizationId={organizationId} disabledReason={canUpdate.reason} />
      <PermittedLink href={`/organizations/${organizationId}/campaigns/new`} disabledReason={canCreate.reason}>
        {t("create")}
      </PermittedLink>
    </div>
  );

  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} actions={create} />
      <Form role="search" className="mb-4 flex flex-wrap items-end gap-4">
        <div className="w-full sm:w-64">
          <Field label={t("filters.search")}>
            <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t("filters.searchPlaceholder")} />
          </Field>
        </div>
        <div className="w-full sm:w-48">
          <Field label={t("filters.status")}>
            <Select
              value={status ?? ""}
              onChange={(e) => setStatus(isOneOf(CAMPAIGN_STATUSES, e.target.value) ? e.target.value : undefined)}
            >
              <option value="">{t("filters.any")}</option>
              {CAMPAIGN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {/* On a phone the table's headers are hidden (each row is a card): the order is picked here instead. */}
        <div className="w-full sm:hidden">
          <Field label={t("list.sortBy")}>
            <Select value={view.sort ?? ""} onChange={(e) => sortBy(isOneOf(LIST_METRICS, e.target.value) ? e.target.value : null)}>
              <option value="">{t("list.newest")}</option>
              {LIST_METRICS.map((metric) => (
                <option key={metric} value={metric}>
                  {t("list.byMetric", { metric: tp(`metrics.${metric}`) })}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <ToggleGroup
            label={tp("range")}
            options={DATE_PRESETS}
            value={view.preset}
            onChange={(preset) => setUrl({ range: preset })}
            text={(preset) => tp(`presets.${preset}`)}
          />
          <span className="text-xs text-slate-500" data-testid="campaigns-range">
            {t("list.rangeLabel", view.range)}
          </span>
        </div>
      </Form>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {campaigns.length === 0 ? (
          <TableEmpty>{status || name ? t("emptyFiltered") : t("empty")}</TableEmpty>
        ) : (
          <>
            <BulkSelectBar selection={selection} query={query} />
            <CampaignTable
              organizationId={organizationId}
              campaigns={campaigns}
              isSelected={selection.has}
              onToggle={selection.toggle}
              sort={view.sort}
              order={view.order}
              onSort={(metric) => setUrl(nextSort(view, metric))}
            />
          </>
        )}
        <LoadMore query={query} label={t("loadMore")} />
        {selection.selected.length > 0 && (
          <BulkCampaignActions organizationId={organizationId} selected={selection.selected} onClear={selection.clear} />
        )}
      </QueryState>
    </>
  );
}

/** How a metric reads: won for spend and CPIs, a percentage for CTR and ROAS (sent in percent), "–" for a rate with nothing to divide by. */
function useMetricText() {
  const format = useFormatter();
  return (metric: ListMetric, metrics: CampaignMetrics | undefined) => {
    const value = metrics?.[metric] ?? null;
    if (value === null) return "–";
    if (metric === "spend" || metric === "cpi" || metric === "attributedCpi") return format.number(value, "krw");
    if (metric === "roasD7") return format.number(value / 100, { style: "percent", maximumFractionDigits: 1 });
    if (metric === "ctr") return format.number(value, { style: "percent", maximumFractionDigits: 2 });
    return format.number(value);
  };
}

/** One row per campaign: status and serving reasons, budget in won, schedule, and the range's delivery. */
function CampaignTable({
  organizationId,
  campaigns,
  isSelected,
  onToggle,
  sort,
  order,
  onSort,
}: {
  organizationId: string;
  campaigns: CampaignListRow[];
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  sort: ListMetric | null;
  order: SortOrder;
  onSort: (metric: ListMetric) => void;
}) {
  const t = useTranslations("campaigns");
  const tp = useTranslations("campaigns.performance");
  const tb = useTranslations("campaignsBulk");
  const format = useFormatter();
  const reasonText = useServingReasonText();
  const metricText = useMetricText();
  const krw = (value: number) => format.number(value, "krw");
  const date = (value: string) => format.dateTime(new Date(value), "date");
  return (
    <Table caption={t("title")}>
      <thead>
        <tr>
          <Th>{t("columns.name")}</Th>
          <Th>{t("columns.status")}</Th>
          <Th className="text-right">{t("columns.budget")}</Th>
          {LIST_METRICS.map((metric) => (
            <SortableTh
              key={metric}
              className="text-right"
              sorted={sort === metric ? (order === "desc" ? "descending" : "ascending") : null}
              onSort={() => onSort(metric)}
            >
              {tp(`metrics.${metric}`)}
            </SortableTh>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {campaigns.map((campaign) => (
          <tr key={campaign._id} className="hover:bg-slate-50" data-testid={`campaign-${campaign._id}`}>
            {/* Widths of their own: the metric columns beside them would otherwise squeeze a name to a few letters a line. */}
            <Td className="max-w-[16rem] whitespace-normal! sm:min-w-[12rem]">
              <Checkbox
                className="float-left mt-1 mr-2"
                checked={isSelected(campaign._id)}
                onChange={() => onToggle(campaign._id)}
                aria-label={tb("selectOne", { name: campaign.name })}
              />
              <IntentLink
                href={`/organizations/${organizationId}/campaigns/${campaign._id}`}
                className="font-medium break-words text-indigo-700 hover:underline"
              >
                {campaign.name}
              </IntentLink>
              <p className="text-xs text-slate-500">{t("adsCount", { count: campaign.ads.length })}</p>
              {/* The schedule under the name, not a column of its own: the delivery and attribution figures fit beside it at 1440 px. */}
              <p className="text-xs text-slate-500">
                <span className="sr-only">{t("columns.schedule")}: </span>
                {campaign.startOnApproval ? t("whenApproved") : date(campaign.startAt)} –{" "}
                {campaign.endAt ? date(campaign.endAt) : t("noEnd")}
              </p>
            </Td>
            <Td label={t("columns.status")} className="max-w-[14rem] whitespace-normal! sm:min-w-[9rem]">
              <div className="flex flex-wrap gap-1">
                <CampaignStatusBadge status={campaign.status} />
                <ServingBadge status={campaign.serving.status} />
              </div>
              {reasonsBeyondStatus(campaign).length > 0 && (
                <p className="mt-1 text-xs text-slate-600">
                  {reasonsBeyondStatus(campaign)
                    .map((r) => reasonText(r).title)
                    .join(" · ")}
                </p>
              )}
            </Td>
            <Td label={t("columns.budget")} className="text-right tabular-nums">
              {krw(campaign.budget)}
              <p className="text-xs text-slate-500">{t("list.remaining", { amount: krw(campaign.budgetRemain) })}</p>
            </Td>
            {LIST_METRICS.map((metric) => (
              <Td key={metric} label={tp(`metrics.${metric}`)} className="text-right tabular-nums" data-metric={metric}>
                {metricText(metric, campaign.metrics)}
              </Td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
