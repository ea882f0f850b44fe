"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { useApps } from "@/lib/apps/hooks/use-apps";
import { useAssets } from "@/lib/assets/hooks/use-assets";
import { useBalanceHistory } from "@/lib/balance/hooks/use-balance-history";
import { useCampaigns } from "@/lib/campaigns/hooks/use-campaigns";
import { READY_ASSETS } from "./dashboard-queries";

type Step = { key: "app" | "approval" | "creative" | "campaign" | "topUp"; done: boolean; href: string };

/**
 * The first steps to a serving campaign, ticked off from what the organization already has: an app, an approved
 * platform, a ready creative, a campaign, money on the balance. Gone once all are done. Shown to members who can
 * read all five (every system role can).
 */
export function SetupChecklist({ organizationId }: { organizationId: string }) {
  const t = useTranslations("dashboard.setup");
  const apps = useApps(organizationId, {});
  const assets = useAssets(organizationId, READY_ASSETS);
  const campaigns = useCampaigns(organizationId, {});
  const balance = useBalanceHistory(organizationId, {}, 1, null);
  if (!apps.data || !assets.data || !campaigns.data || !balance.data) return null;

  const base = `/organizations/${organizationId}`;
  const appList = apps.data.pages.flatMap((page) => page.items);
  const approved = appList.find((app) => app.platformReviews.some((review) => review.status === "APPROVAL_STATUS_APPROVED"));
  const steps: Step[] = [
    { key: "app", done: appList.length > 0, href: `${base}/apps/new` },
    { key: "approval", done: !!approved, href: appList[0] ? `${base}/apps/${appList[0]._id}` : `${base}/apps` },
    { key: "creative", done: assets.data.pages.some((page) => page.items.length > 0), href: `${base}/assets` },
    // a draft does not count: it is not in review yet
    {
      key: "campaign",
      done: campaigns.data.pages.some((page) => page.items.some((c) => c.status !== "CAMPAIGN_STATUS_DRAFT")),
      href: `${base}/campaigns/new`,
    },
    { key: "topUp", done: balance.data.balance > 0, href: `${base}/balance` },
  ];
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;

  return (
    <Card title={t("title")} description={t("progress", { done, total: steps.length })}>
      <ol className="space-y-3" data-testid="setup-checklist">
        {steps.map((step) => (
          <li key={step.key} className="flex items-start gap-3" data-done={step.done}>
            <span
              aria-hidden
              className={
                step.done
                  ? "mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-xs text-white"
                  : "mt-0.5 h-5 w-5 shrink-0 rounded-full ring-2 ring-inset ring-slate-300"
              }
            >
              {step.done ? "✓" : null}
            </span>
            <div className="min-w-0 text-sm">
              {step.done ? (
                <p className="text-slate-500 line-through">{t(`steps.${step.key}.title`)}</p>
              ) : (
                <Link href={step.href} className="font-medium text-indigo-700 hover:underline">
                  {t(`steps.${step.key}.title`)}
                </Link>
              )}
              <span className="sr-only"> {step.done ? t("done") : t("toDo")}</span>
              {!step.done && <p className="text-slate-500">{t(`steps.${step.key}.hint`)}</p>}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
