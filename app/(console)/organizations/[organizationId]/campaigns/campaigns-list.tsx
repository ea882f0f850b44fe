"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { ServingBadge } from "@/components/campaigns/serving-badge";
import { useServingReasonText } from "@/components/campaigns/use-serving-reason-text";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { IntentLink } from "@/components/ui/intent-link";
import { PermittedLink } from "@/components/ui/permitted-link";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useCampaigns } from "@/lib/campaigns/hooks/use-campaigns";
import type { Campaign } from "@/lib/campaigns/schemas";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/lib/campaigns/statuses";
import { useCan } from "@/lib/members/hooks/use-me";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { isOneOf } from "@/lib/one-of";

export function CampaignsList({ organizationId }: { organizationId: string }) {
  const t = useTranslations("campaigns");
  const [status, setStatus] = useState<CampaignStatus | undefined>();
  const [search, setSearch] = useState("");
  const name = useDebouncedValue(search.trim()) || undefined;
  const query = useCampaigns(organizationId, { status, name });
  const canCreate = useCan(organizationId, "campaign:create");
  const campaigns = query.data?.pages.flatMap((page) => page.items) ?? [];

  const create = (
    <PermittedLink href={`/organizations/${organizationId}/campaigns/new`} disabledReason={canCreate.reason}>
      {t("create")}
    </PermittedLink>
  );

  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} actions={create} />
      <div className="mb-4 flex flex-wrap gap-4">
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
      </div>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {campaigns.length === 0 ? (
          <TableEmpty>{status || name ? t("emptyFiltered") : t("empty")}</TableEmpty>
        ) : (
          <CampaignTable organizationId={organizationId} campaigns={campaigns} />
        )}
        <LoadMore query={query} label={t("loadMore")} />
      </QueryState>
    </>
  );
}

/** One row per campaign: the budget in won, the schedule, serving reasons by their short title. */
function CampaignTable({ organizationId, campaigns }: { organizationId: string; campaigns: Campaign[] }) {
  const t = useTranslations("campaigns");
  const format = useFormatter();
  const reasonText = useServingReasonText();
  const krw = (value: number) => format.number(value, "krw");
  const date = (value: string) => format.dateTime(new Date(value), "date");
  return (
    <Table caption={t("title")}>
      <thead>
        <tr>
          <Th>{t("columns.name")}</Th>
          <Th>{t("columns.status")}</Th>
          <Th>{t("columns.serving")}</Th>
          <Th className="text-right">{t("columns.budget")}</Th>
          <Th className="text-right">{t("columns.budgetRemain")}</Th>
          <Th>{t("columns.schedule")}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {campaigns.map((campaign) => (
          <tr key={campaign._id} className="hover:bg-slate-50" data-testid={`campaign-${campaign._id}`}>
            <Td className="max-w-[16rem] whitespace-normal!">
              <IntentLink
                href={`/organizations/${organizationId}/campaigns/${campaign._id}`}
                className="font-medium break-words text-indigo-700 hover:underline"
              >
                {campaign.name}
              </IntentLink>
              <p className="text-xs text-slate-500">{t("adsCount", { count: campaign.ads.length })}</p>
            </Td>
            <Td label={t("columns.status")}>
              <CampaignStatusBadge status={campaign.status} />
            </Td>
            <Td label={t("columns.serving")} className="max-w-[16rem] whitespace-normal!">
              <ServingBadge status={campaign.serving.status} />
              {campaign.serving.reasons.length > 0 && (
                <p className="mt-1 text-xs text-slate-600">{campaign.serving.reasons.map((r) => reasonText(r).title).join(" · ")}</p>
              )}
            </Td>
            <Td label={t("columns.budget")} className="text-right tabular-nums">
              {krw(campaign.budget)}
            </Td>
            <Td label={t("columns.budgetRemain")} className="text-right tabular-nums">
              {krw(campaign.budgetRemain)}
            </Td>
            <Td label={t("columns.schedule")} className="text-slate-600">
              {date(campaign.startAt)} – {campaign.endAt ? date(campaign.endAt) : t("noEnd")}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
