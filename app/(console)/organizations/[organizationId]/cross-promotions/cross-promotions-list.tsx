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
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useCrossPromotions } from "@/lib/cross-promotions/hooks/use-cross-promotions";
import type { CrossPromotion } from "@/lib/cross-promotions/schemas";
import { useCan } from "@/lib/members/hooks/use-me";
import { AppHeading, useAppName } from "./app-heading";

/** Records grouped by promoted app, in the order the newest of each group came. */
function byApp(records: CrossPromotion[]) {
  const groups = new Map<string, CrossPromotion[]>();
  for (const record of records) groups.set(record.promotedAppId, [...(groups.get(record.promotedAppId) ?? []), record]);
  return [...groups];
}

function AppGroup({
  organizationId,
  appId,
  records,
  nameOf,
}: {
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
      <Table caption={appName}>
        <thead>
          <tr>
            <Th>{t("columns.name")}</Th>
            <Th>{t("columns.status")}</Th>
            <Th>{t("columns.eligibility")}</Th>
            <Th>{t("columns.schedule")}</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {records.map((record) => {
            const campaign = record.houseCampaign.campaign;
            return (
              <tr key={record._id} data-testid={`cross-promotion-${record._id}`}>
                <Td className="max-w-[14rem] whitespace-normal!">
                  <Link
                    href={`/organizations/${organizationId}/cross-promotions/${campaign._id}`}
                    className="font-medium break-words text-indigo-700 hover:underline"
                  >
                    {campaign.name}
                  </Link>
                  <p className="text-xs text-slate-500">{t("targetsCount", { count: campaign.targeting.inventoryTargets.length })}</p>
                </Td>
                <Td label={t("columns.status")}>
                  <CampaignStatusBadge status={campaign.status} />
                </Td>
                {/* The issues are in words and wrap: they never scroll out of sight. */}
                <Td label={t("columns.eligibility")} className="min-w-[16rem] whitespace-normal! max-sm:text-left">
                  <EligibilityIssues
                    eligibility={record.houseCampaign.servingEligibility}
                    appName={appName}
                    nameOf={nameOf}
                    serving={record.houseCampaign.campaign.serving.status !== "NOT_SERVING"}
                  />
                </Td>
                <Td label={t("columns.schedule")} className="text-slate-600">
                  {format.dateTime(new Date(campaign.startAt), "date")}
                  {" – "}
                  {campaign.endAt ? format.dateTime(new Date(campaign.endAt), "date") : t("noEnd")}
                </Td>
              </tr>
            );
          })}
        </tbody>
      </Table>
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
          <TableEmpty>{t("empty")}</TableEmpty>
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
