"use client";
import { useState } from "react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { ServingBadge } from "@/components/campaigns/serving-badge";
import { useServingReasonText } from "@/components/campaigns/use-serving-reason-text";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { PermittedLink } from "@/components/ui/permitted-link";
import { QueryState } from "@/components/ui/query-state";
import { Table, Td, Th } from "@/components/ui/table";
import { useCampaigns } from "@/lib/campaigns/hooks/use-campaigns";
import type { Campaign } from "@/lib/campaigns/schemas";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "@/lib/campaigns/statuses";
import { useCan } from "@/lib/members/hooks/use-me";
import { useDebouncedValue } from "@/lib/use-debounced-value";

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
            <Select value={status ?? ""} onChange={(e) => setStatus((e.target.value || undefined) as CampaignStatus | undefined)}>
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
          <p className="rounded-lg bg-white px-5 py-10 text-center text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
            {status || name ? t("emptyFiltered") : t("empty")}
          </p>
        ) : (
          <>
            <CampaignCards organizationId={organizationId} campaigns={campaigns} />
            <CampaignTable organizationId={organizationId} campaigns={campaigns} />
          </>
        )}
        <LoadMore query={query} label={t("loadMore")} />
      </QueryState>
    </>
  );
}

/** What a row or a card shows: the budget in won, the schedule, serving reasons by their short title. */
function useCampaignText() {
  const t = useTranslations("campaigns");
  const format = useFormatter();
  const reasonText = useServingReasonText();
  return {
    t,
    krw: (value: number) => format.number(value, "krw"),
    schedule: (campaign: Campaign) =>
      `${format.dateTime(new Date(campaign.startAt), "date")} – ${campaign.endAt ? format.dateTime(new Date(campaign.endAt), "date") : t("noEnd")}`,
    reasons: (campaign: Campaign) => campaign.serving.reasons.map((r) => reasonText(r).title).join(" · "),
  };
}

function CampaignTable({ organizationId, campaigns }: { organizationId: string; campaigns: Campaign[] }) {
  const { t, krw, schedule, reasons } = useCampaignText();
  return (
    <div className="hidden md:block">
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
              <Td className="max-w-[16rem] whitespace-normal">
                <Link href={`/organizations/${organizationId}/campaigns/${campaign._id}`} className="font-medium break-words text-indigo-700 hover:underline">
                  {campaign.name}
                </Link>
                <p className="text-xs text-slate-500">{t("adsCount", { count: campaign.ads.length })}</p>
              </Td>
              <Td>
                <CampaignStatusBadge status={campaign.status} />
              </Td>
              <Td className="max-w-[16rem] whitespace-normal">
                <ServingBadge status={campaign.serving.status} />
                {campaign.serving.reasons.length > 0 && <p className="mt-1 text-xs text-slate-600">{reasons(campaign)}</p>}
              </Td>
              <Td className="text-right tabular-nums">{krw(campaign.budget)}</Td>
              <Td className="text-right tabular-nums">{krw(campaign.budgetRemain)}</Td>
              <Td className="text-slate-600">{schedule(campaign)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** Phones: one card per campaign, nothing hidden behind a sideways scroll. */
function CampaignCards({ organizationId, campaigns }: { organizationId: string; campaigns: Campaign[] }) {
  const { t, krw, schedule, reasons } = useCampaignText();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t("title")}>
      {campaigns.map((campaign) => (
        <li key={campaign._id} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <Link href={`/organizations/${organizationId}/campaigns/${campaign._id}`} className="font-medium break-words text-indigo-700 hover:underline">
            {campaign.name}
          </Link>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <CampaignStatusBadge status={campaign.status} />
            <ServingBadge status={campaign.serving.status} />
          </div>
          {campaign.serving.reasons.length > 0 && <p className="mt-1 text-xs text-slate-600">{reasons(campaign)}</p>}
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-xs text-slate-500">{t("columns.budget")}</dt>
              <dd className="tabular-nums">{krw(campaign.budget)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t("columns.budgetRemain")}</dt>
              <dd className="tabular-nums">{krw(campaign.budgetRemain)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-slate-500">{t("columns.schedule")}</dt>
              <dd className="text-slate-700">{schedule(campaign)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
