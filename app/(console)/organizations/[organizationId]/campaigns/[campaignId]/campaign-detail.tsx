"use client";
import dynamic from "next/dynamic";
import { useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { CampaignStatusBadge } from "@/components/campaigns/campaign-status-badge";
import { ServingPanel } from "@/components/campaigns/serving-panel";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { LoadingSection } from "@/components/ui/loading-section";
import { ApiClientError } from "@/lib/api/client";
import { useApps } from "@/lib/apps/hooks/use-apps";
import { useCampaign } from "@/lib/campaigns/hooks/use-campaign";
import { useCan } from "@/lib/members/hooks/use-me";
import { DuplicateButton } from "./duplicate-button";
import { SkanIdentifier } from "./skan-identifier";
import { StatusActions } from "./status-actions";
import { TargetingSummary } from "@/components/campaigns/lazy-targeting-summary";

const PerformanceTab = dynamic(() => import("./performance/performance-tab").then((m) => m.PerformanceTab), { loading: LoadingSection });

// The cards below the status, each with its own chunk, which the browser fetches right after the page's own. No
// loading placeholder: with one, each card is a Suspense boundary whose placeholder the server sends first and the
// browser paints before the card replaces it, pushing everything below down. Without, the cards are in the HTML as
// they are. The ads card holds the entry points to each ad's forms (they load when opened), pause and resume.
const PacingCard = dynamic(() => import("./pacing-card").then((m) => m.PacingCard));
const AdsOverview = dynamic(() => import("./ads-overview").then((m) => m.AdsOverview));
const StatusHistory = dynamic(() => import("./status-history").then((m) => m.StatusHistory));
const ChangeHistory = dynamic(() => import("./change-history").then((m) => m.ChangeHistory));
const BidGoalCard = dynamic(() => import("./bid-goal-card").then((m) => m.BidGoalCard));
const DeliveryLimitsCard = dynamic(() => import("./delivery-limits-card").then((m) => m.DeliveryLimitsCard));

// The id's copy button at the foot of the page: its code is for the click.
const CopyButton = dynamic(() => import("@/components/ui/copy-button").then((m) => m.CopyButton));

const EditCampaignForm = dynamic(() => import("./edit-campaign-form").then((m) => m.EditCampaignForm), { loading: LoadingSection });

export function CampaignDetail({ organizationId, campaignId }: { organizationId: string; campaignId: string }) {
  const t = useTranslations("campaigns");
  const format = useFormatter();
  const query = useCampaign(organizationId, campaignId);
  const canUpdate = useCan(organizationId, "campaign:update");
  const canReadAudit = useCan(organizationId, "audit:read");
  const apps = useApps(organizationId, {});
  const [editing, setEditing] = useState(false);
  // The tab is in the URL (?tab=performance, the Performance tab adding its range): a reload, the back button and a
  // shared link keep it, and each tab is a link that opens in a new tab too.
  const search = useSearchParams();
  const tab = search.get("tab") === "performance" ? "performance" : "overview";
  // The tab shown links to itself as it is (its range kept).
  const tabHref = (name: "overview" | "performance") => {
    const params = name === tab ? search.toString() : name === "performance" ? "tab=performance" : "";
    return `/organizations/${organizationId}/campaigns/${campaignId}${params ? `?${params}` : ""}`;
  };
  const campaign = query.data;
  const appName = (id: string) => apps.data?.pages.flatMap((page) => page.items).find((app) => app._id === id)?.name;
  const krw = (value: number) => format.number(value, "krw");
  const back = (
    <Link href={`/organizations/${organizationId}/campaigns`} className="text-sm font-medium text-indigo-700 hover:underline">
      ← {t("detail.back")}
    </Link>
  );
  if (query.error instanceof ApiClientError && (query.error.statusCode === 404 || query.error.statusCode === 400)) {
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{t("detail.notFound")}</Alert>
      </div>
    );
  }
  const house = campaign?.kind === "HOUSE";
  // The route refuses changes to a campaign its advertiser ended (409): say so before the form is opened. One ended
  // only because its end date passed can be edited, and moving the end date ahead brings it back.
  const final = campaign?.status === "CAMPAIGN_STATUS_ENDED" && !campaign.endedByEndAt;
  const editReason = canUpdate.reason ?? (house ? t("detail.houseNotEditable") : final ? t("detail.finalNotEditable") : undefined);
  // From a serving reason's link: the form opens where the budget card was, so bring it into view.
  const openEdit = () => {
    setEditing(true);
    requestAnimationFrame(() => document.getElementById("campaign-edit")?.scrollIntoView({ block: "start" }));
  };

  return (
    <>
      <div className="mb-3">{back}</div>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {campaign && (
          <>
            <PageHeader
              title={<span className="break-words">{campaign.name}</span>}
              description={<CampaignStatusBadge status={campaign.status} />}
              actions={
                !editing && (
                  <div className="flex flex-wrap justify-end gap-2">
                    {!house && <DuplicateButton campaign={campaign} />}
                    <Button variant="secondary" disabledReason={editReason} onClick={() => setEditing(true)}>
                      {t("detail.edit")}
                    </Button>
                  </div>
                )
              }
            />
            <nav aria-label={t("tabs.label")} className="mb-6 flex gap-1 border-b border-slate-200">
              {(["overview", "performance"] as const).map((name) => (
                <Link
                  key={name}
                  href={tabHref(name)}
                  // The other tab is the same page: nothing to fetch ahead.
                  prefetch={false}
                  scroll={false}
                  aria-current={tab === name ? "page" : undefined}
                  className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === name ? "border-indigo-600 text-indigo-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
                >
                  {t(`tabs.${name}`)}
                </Link>
              ))}
            </nav>
            {tab === "performance" ? (
              <PerformanceTab organizationId={organizationId} campaign={campaign} />
            ) : (
              <div className="space-y-6">
                <ServingPanel campaign={campaign} fixes={{ edit: editReason ? undefined : openEdit, statusHref: "#campaign-status" }} />
                <div id="campaign-status" className="scroll-mt-4">
                  <Card title={t("detail.status")} description={t("detail.statusHint")}>
                    {campaign.endedByEndAt && (
                      <p className="mb-3 text-sm text-slate-600" data-testid="ended-by-date">
                        {t("detail.endedByDate")}
                      </p>
                    )}
                    {campaign.status === "CAMPAIGN_STATUS_REJECTED" && (
                      <p className="mb-3 text-sm text-slate-600">{t("actions.resubmitHint")}</p>
                    )}
                    <StatusActions campaign={campaign} />
                  </Card>
                </div>
                {!house && <PacingCard campaign={campaign} />}
                {!house && !editing && <BidGoalCard campaign={campaign} />}
                {!house && !editing && <DeliveryLimitsCard campaign={campaign} />}
                {editing ? (
                  <div id="campaign-edit" className="scroll-mt-4">
                    <Card title={t("edit.title")} description={t("edit.subtitle")}>
                      <EditCampaignForm campaign={campaign} onDone={() => setEditing(false)} />
                    </Card>
                  </div>
                ) : (
                  <>
                    <Card title={t("detail.budget")}>
                      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-5">
                        <div>
                          <dt className="text-slate-500">{t("columns.budget")}</dt>
                          <dd className="text-lg font-semibold tabular-nums text-slate-900">{krw(campaign.budget)}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{t("columns.budgetRemain")}</dt>
                          <dd className="text-lg font-semibold tabular-nums text-slate-900">{krw(campaign.budgetRemain)}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{t("detail.dailyBudget")}</dt>
                          <dd className="text-lg font-semibold tabular-nums text-slate-900">
                            {campaign.dailyBudget !== undefined ? krw(campaign.dailyBudget) : t("none")}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{t("form.startAt")}</dt>
                          <dd className="text-slate-800">
                            {campaign.startOnApproval ? t("form.startOnApproval") : format.dateTime(new Date(campaign.startAt), "short")}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{t("form.endAt")}</dt>
                          <dd className="text-slate-800">
                            {campaign.endAt ? format.dateTime(new Date(campaign.endAt), "short") : t("noEnd")}
                          </dd>
                        </div>
                      </dl>
                    </Card>
                    <Card title={t("detail.targeting")}>
                      <TargetingSummary campaign={campaign} />
                    </Card>
                  </>
                )}
                <SkanIdentifier campaign={campaign} />
                <Card title={t("detail.ads", { count: campaign.ads.length })} description={t("detail.adsHint")}>
                  <AdsOverview campaign={campaign} appName={appName} noPermission={canUpdate.reason} />
                </Card>
                <Card title={t("detail.history")} description={t("detail.historyHint")}>
                  <StatusHistory organizationId={organizationId} campaignId={campaignId} />
                </Card>
                {canReadAudit.allowed && (
                  <Card title={t("detail.changes")} description={t("detail.changesHint")}>
                    <ChangeHistory organizationId={organizationId} campaignId={campaignId} />
                  </Card>
                )}
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <p className="min-w-0 text-xs break-words text-slate-500">
                    {t("detail.meta", {
                      id: campaign._id,
                      created: format.dateTime(new Date(campaign.createdAt), "short"),
                      updated: format.dateTime(new Date(campaign.updatedAt), "short"),
                    })}
                  </p>
                  <CopyButton value={campaign._id} label={t("detail.id")} />
                </div>
              </div>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
