"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { LoadingSection } from "@/components/ui/loading-section";
import { CopyableText } from "@/components/ui/copy-button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { ApiClientError } from "@/lib/api/client";
import { useApp } from "@/lib/apps/hooks/use-app";
import { ApprovalTimeline } from "./approval-timeline";
import { DeleteAppButton } from "./delete-app-button";
import { PlatformReviews } from "./platform-reviews";
import { PromoteAppLink } from "./promote-app-link";

const AppSettingsForm = dynamic(() => import("./app-settings-form").then((m) => m.AppSettingsForm));
const AttributionTab = dynamic(() => import("./attribution/attribution-tab").then((m) => m.AttributionTab), { loading: LoadingSection });

const TABS = ["overview", "attribution"] as const;

export function AppDetail({ organizationId, appId }: { organizationId: string; appId: string }) {
  const t = useTranslations("apps");
  const format = useFormatter();
  const query = useApp(organizationId, appId);
  const app = query.data;
  // The tab is in the URL (?tab=attribution): a reload, the back button and a shared link keep it.
  const tab = useSearchParams().get("tab") === "attribution" ? "attribution" : "overview";
  const tabHref = (name: (typeof TABS)[number]) =>
    `/organizations/${organizationId}/apps/${appId}${name === "attribution" ? "?tab=attribution" : ""}`;
  const back = (
    <Link href={`/organizations/${organizationId}/apps`} className="text-sm font-medium text-indigo-700 hover:underline">
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
  return (
    <>
      <div className="mb-3">{back}</div>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {app && (
          <>
            <PageHeader
              title={app.name}
              description={app.tags?.length ? app.tags.join(" · ") : undefined}
              actions={
                <>
                  <PromoteAppLink organizationId={organizationId} appId={app._id} />
                  <DeleteAppButton app={app} />
                </>
              }
            />
            <nav aria-label={t("tabs.label")} className="mb-6 flex gap-1 border-b border-slate-200">
              {TABS.map((name) => (
                <Link
                  key={name}
                  href={tabHref(name)}
                  prefetch={false}
                  scroll={false}
                  aria-current={tab === name ? "page" : undefined}
                  className={`-mb-px border-b-2 px-4 py-2 text-sm font-medium ${tab === name ? "border-indigo-600 text-indigo-700" : "border-transparent text-slate-600 hover:text-slate-900"}`}
                >
                  {t(`tabs.${name}`)}
                </Link>
              ))}
            </nav>
            {tab === "attribution" ? (
              <AttributionTab app={app} />
            ) : (
              <div className="space-y-6">
                <Card title={t("detail.review")} description={t("detail.reviewSubtitle")}>
                  <PlatformReviews app={app} />
                </Card>
                <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
                  <Card title={t("detail.settings")} description={t("detail.settingsSubtitle")}>
                    <AppSettingsForm app={app} />
                  </Card>
                  <Card>
                    <dl className="space-y-3 text-sm">
                      <div>
                        <dt className="text-slate-500">{t("detail.sdkKey")}</dt>
                        <dd>{app.sdkKey ? <CopyableText value={app.sdkKey} label={t("detail.sdkKey")} /> : "—"}</dd>
                      </div>
                      <div>
                        <dt className="text-slate-500">{t("detail.appId")}</dt>
                        <dd>
                          <CopyableText value={app._id} label={t("detail.appId")} />
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-500">{t("detail.createdAt")}</dt>
                        <dd>{format.dateTime(new Date(app.createdAt), "short")}</dd>
                      </div>
                      <div>
                        <dt className="text-slate-500">{t("detail.updatedAt")}</dt>
                        <dd>{format.dateTime(new Date(app.updatedAt), "short")}</dd>
                      </div>
                    </dl>
                  </Card>
                </div>
                <Card title={t("detail.history")} description={t("detail.historySubtitle")}>
                  <ApprovalTimeline app={app} />
                </Card>
              </div>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
