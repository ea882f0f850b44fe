"use client";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { EligibilityIssues } from "@/components/cross-promotions/eligibility-issues";
import { useOrganizationNames } from "@/components/cross-promotions/use-organization-names";
import { Button } from "@/components/ui/button";
import { LoadMore } from "@/components/ui/load-more";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { useCrossPromotions } from "@/lib/cross-promotions/hooks/use-cross-promotions";
import type { CrossPromotion } from "@/lib/cross-promotions/schemas";
import { useCan } from "@/lib/members/hooks/use-me";
import { AppHeading, useAppName } from "./app-heading";

const COLUMNS = "grid-cols-[minmax(10rem,14rem)_7rem_minmax(0,1fr)_10rem] gap-x-4 px-4 py-3";

/** Records grouped by promoted app, in the order the newest of each group came. */
function byApp(records: CrossPromotion[]) {
  const groups = new Map<string, CrossPromotion[]>();
  for (const record of records) groups.set(record.promotedAppId, [...(groups.get(record.promotedAppId) ?? []), record]);
  return [...groups];
}

function AppGroup({ organizationId, appId, records, nameOf }: {
  organizationId: string;
  appId: string;
  records: CrossPromotion[];
  nameOf: (id: string) => string;
}) {
  const t = useTranslations("crossPromotions");
  const format = useFormatter();
  const appName = useAppName(organizationId, appId);
  return (
    <section aria-label={appName} data-testid={`app-group-${appId}`}>
      <AppHeading organizationId={organizationId} appId={appId} count={records.length} />
      {/* A list, not a table: on a phone each record stacks, and the issues in words never scroll out of sight. */}
      <div className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        <div aria-hidden className={`hidden border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid ${COLUMNS}`}>
          <span>{t("columns.name")}</span>
          <span>{t("columns.status")}</span>
          <span>{t("columns.eligibility")}</span>
          <span>{t("columns.schedule")}</span>
        </div>
        <ul className="divide-y divide-slate-100">
          {records.map((record) => {
            const campaign = record.houseCampaign.campaign;
            return (
              <li key={record._id} data-testid={`cross-promotion-${record._id}`} className={`flex flex-col gap-2 text-sm lg:grid ${COLUMNS}`}>
                <div className="min-w-0">
                  <Link href={`/organizations/${organizationId}/cross-promotions/${campaign._id}`} className="font-medium break-words text-indigo-700 hover:underline">
                    {campaign.name}
                  </Link>
                  <p className="text-xs text-slate-500">{t("targetsCount", { count: campaign.targeting.inventoryTargets.length })}</p>
                </div>
                <div>
                  <CampaignStatusBadge status={campaign.status} />
                </div>
                <div className="min-w-0">
                  <EligibilityIssues eligibility={record.houseCampaign.servingEligibility} appName={appName} nameOf={nameOf} />
                </div>
                <div className="text-slate-600">
                  {format.dateTime(new Date(campaign.startAt), "date")}
                  {" – "}
                  {campaign.endAt ? format.dateTime(new Date(campaign.endAt), "date") : t("noEnd")}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function CrossPromotionsList({ organizationId }: { organizationId: string }) {
  const t = useTranslations("crossPromotions");
  const query = useCrossPromotions(organizationId);
  const canCreate = useCan(organizationId, "house-campaign:create");
  const { nameOf } = useOrganizationNames(organizationId);
  const records = query.data?.pages.flatMap((page) => page.items) ?? [];

  const create = canCreate.allowed ? (
    <Link
      href={`/organizations/${organizationId}/cross-promotions/new`}
      className="inline-flex items-center rounded-md bg-indigo-600 px-3.5 py-2 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {t("create")}
    </Link>
  ) : (
    <Button disabledReason={canCreate.reason}>{t("create")}</Button>
  );

  return (
    <>
      <PageHeader title={t("title")} description={t("subtitle")} actions={create} />
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {records.length === 0 ? (
          <p className="rounded-lg bg-white px-5 py-10 text-center text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">{t("empty")}</p>
        ) : (
          <div className="space-y-8">
            {byApp(records).map(([appId, group]) => (
              <AppGroup key={appId} organizationId={organizationId} appId={appId} records={group} nameOf={nameOf} />
            ))}
          </div>
        )}
        <LoadMore query={query} label={t("loadMore")} />
      </QueryState>
    </>
  );
}
