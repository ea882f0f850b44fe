"use client";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { ReportDeliveryActions } from "@/components/report-delivery/report-delivery-actions";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { useServingReasonText } from "@/components/campaigns/use-serving-reason-text";
import { Alert } from "@/components/ui/alert";
import { AttributionCards } from "@/components/delivery/attribution-cards";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Spinner } from "@/components/ui/spinner";
import { Table, Td, Th } from "@/components/ui/table";
import { useBalanceHistory } from "@/lib/balance/hooks/use-balance-history";
import { useCampaigns } from "@/lib/campaigns/hooks/use-campaigns";
import { balanceRunwayDays, isLowBalance } from "@/lib/balance/balance-runway";
import { useReport } from "@/lib/delivery/hooks/use-report";
import { useCan, useMe } from "@/lib/members/hooks/use-me";
import { dashboardReports } from "./dashboard-queries";
import { SetupChecklist } from "./setup-checklist";

const TOP_CAMPAIGNS = 5;

/** The organization's home: balance and how long it lasts, spend this month, top campaigns, campaigns held back. */
export function DashboardView({ organizationId, lowBalanceDays }: { organizationId: string; lowBalanceDays: number }) {
  const t = useTranslations("dashboard");
  const tc = useTranslations("common");
  const me = useMe(organizationId);
  const canBalance = useCan(organizationId, "balance:read").allowed;
  const canCampaigns = useCan(organizationId, "campaign:read").allowed;
  const canSetup = [useCan(organizationId, "app:read"), useCan(organizationId, "asset:read")].every((can) => can.allowed);
  if (me.isPending) return <Spinner label={tc("loading")} />;
  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} actions={<ReportDeliveryActions organizationId={organizationId} />} />
      <div className="space-y-6">
        {canSetup && canBalance && canCampaigns && <SetupChecklist organizationId={organizationId} />}
        {canBalance || canCampaigns ? (
          <SpendSummary
            organizationId={organizationId}
            canBalance={canBalance}
            canCampaigns={canCampaigns}
            lowBalanceDays={lowBalanceDays}
          />
        ) : (
          <Alert tone="info">{t("noAccess")}</Alert>
        )}
        {canCampaigns && <NotServing organizationId={organizationId} />}
      </div>
    </>
  );
}

function SpendSummary({
  organizationId,
  canBalance,
  canCampaigns,
  lowBalanceDays,
}: {
  organizationId: string;
  canBalance: boolean;
  canCampaigns: boolean;
  /** BALANCE_LOW_DAYS, read on the server */
  lowBalanceDays: number;
}) {
  const t = useTranslations("dashboard");
  const format = useFormatter();
  const krw = (value: number) => format.number(value, "krw");
  const balance = useBalanceHistory(organizationId, {}, 1, null);
  const reports = dashboardReports();
  const month = useReport(organizationId, null, reports.month, canCampaigns);
  const week = useReport(organizationId, null, reports.week, canCampaigns);
  const current = canBalance ? balance.data?.balance : undefined;
  const weekSpend = week.data?.totals.spend;
  const exact = current !== undefined && weekSpend !== undefined ? balanceRunwayDays(current, weekSpend) : null;
  // One figure for the warning and the balance card: tenths under 10 days (1.3, not "about 1 day" beside "1.3 days").
  const runway = exact === null ? null : exact < 10 ? Math.round(exact * 10) / 10 : Math.floor(exact);
  const low = current !== undefined && weekSpend !== undefined && isLowBalance(current, weekSpend, lowBalanceDays);
  // Ranked by charged spend: delivery reported while a campaign could not serve is never charged, and not ranked.
  const top = (month.data?.rows ?? []).filter((row) => row.spend > 0).slice(0, TOP_CAMPAIGNS);
  const notServable = month.data?.totals.notServable;

  return (
    <>
      {low && (
        <Alert tone="warning">
          <span data-testid="low-balance">
            {t("lowBalance", { days: format.number(runway ?? 0) })}{" "}
            <Link href={`/organizations/${organizationId}/balance`} className="font-medium underline">
              {t("topUp")}
            </Link>
          </span>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {canBalance && (
          <Stat label={t("balance")} testId="dashboard-balance" pending={balance.isPending}>
            {current !== undefined && krw(current)}
            {runway !== null && <span className="mt-1 block text-xs font-normal text-slate-500">{t("runway", { days: runway })}</span>}
          </Stat>
        )}
        {canCampaigns && (
          <>
            <Stat label={t("spendThisMonth")} testId="dashboard-month-spend" pending={month.isPending}>
              {month.data && krw(month.data.totals.spend)}
            </Stat>
            <Stat label={t("spendLast7")} testId="dashboard-week-spend" pending={week.isPending}>
              {weekSpend !== undefined && krw(weekSpend)}
              {weekSpend !== undefined && (
                <span className="mt-1 block text-xs font-normal text-slate-500">{t("perDay", { amount: krw(weekSpend / 7) })}</span>
              )}
            </Stat>
          </>
        )}
      </div>
      {canCampaigns && month.data?.totals.attribution && <AttributionCards totals={month.data.totals} hint={t("attributionHint")} />}
      {canCampaigns && (
        <Card title={t("topCampaigns")} description={t("topCampaignsHint")}>
          <QueryState isPending={month.isPending} error={month.error} onRetry={() => month.refetch()}>
            {top.length === 0 ? (
              <p className="text-sm text-slate-500">{t("noSpend")}</p>
            ) : (
              <Table caption={t("topCampaigns")}>
                <thead>
                  <tr>
                    <Th>{t("columns.campaign")}</Th>
                    <Th className="text-right">{t("columns.spend")}</Th>
                    <Th className="text-right">{t("columns.impressions")}</Th>
                    <Th className="text-right">{t("columns.installs")}</Th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {top.map((row) => (
                    <tr key={row.campaignId}>
                      <Td className="max-w-[18rem] truncate">
                        <Link
                          href={`/organizations/${organizationId}/campaigns/${row.campaignId}`}
                          className="font-medium text-indigo-700 hover:underline"
                        >
                          {row.campaignName}
                        </Link>
                      </Td>
                      <Td label={t("columns.spend")} className="text-right tabular-nums">
                        {krw(row.spend)}
                      </Td>
                      <Td label={t("columns.impressions")} className="text-right tabular-nums">
                        {format.number(row.impressions)}
                      </Td>
                      <Td label={t("columns.installs")} className="text-right tabular-nums">
                        {format.number(row.installs)}
                      </Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            {notServable && (
              <p className="mt-3 text-xs text-slate-600" data-testid="dashboard-not-servable">
                {t("notServableNote", { spend: krw(notServable.spend), impressions: format.number(notServable.impressions) })}
              </p>
            )}
          </QueryState>
        </Card>
      )}
    </>
  );
}

function Stat({ label, testId, pending, children }: { label: string; testId: string; pending: boolean; children: React.ReactNode }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900" data-testid={testId}>
        {pending ? "…" : children}
      </p>
    </div>
  );
}

function NotServing({ organizationId }: { organizationId: string }) {
  const t = useTranslations("dashboard");
  const reasonText = useServingReasonText();
  const campaigns = useCampaigns(organizationId, {});
  const all = campaigns.data?.pages.flatMap((page) => page.items) ?? [];
  const canCreate = useCan(organizationId, "campaign:create").allowed;
  // a draft is not held back: nobody asked for it to serve yet
  const held = all.filter(
    (c) =>
      c.serving.status !== "SERVING" && !["CAMPAIGN_STATUS_ENDED", "CAMPAIGN_STATUS_REJECTED", "CAMPAIGN_STATUS_DRAFT"].includes(c.status),
  );
  return (
    <Card title={t("notServing")} description={t("notServingHint")}>
      <QueryState isPending={campaigns.isPending} error={campaigns.error} onRetry={() => campaigns.refetch()}>
        {all.length === 0 ? (
          <p className="text-sm text-slate-500">
            {t("noCampaigns")}{" "}
            {canCreate && (
              <Link href={`/organizations/${organizationId}/campaigns/new`} className="font-medium text-indigo-700 hover:underline">
                {t("createCampaign")}
              </Link>
            )}
          </p>
        ) : held.length === 0 ? (
          <p className="text-sm text-slate-500">{t("allServing")}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {held.map((campaign) => (
              <li key={campaign._id} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="not-serving">
                <div className="min-w-0">
                  <Link
                    href={`/organizations/${organizationId}/campaigns/${campaign._id}`}
                    className="font-medium text-indigo-700 hover:underline"
                  >
                    {campaign.name}
                  </Link>
                  <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                    {campaign.serving.reasons.map((reason) => (
                      <li key={reason.reason} data-reason={reason.reason}>
                        {reasonText(reason).title}
                      </li>
                    ))}
                  </ul>
                </div>
                <CampaignStatusBadge status={campaign.status} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
