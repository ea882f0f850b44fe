import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardView } from "./dashboard-view";
import { Hydrate } from "@/components/console/hydrate";
import { balanceLowDays } from "@/lib/balance/balance-low-days";
import { prefetchApps } from "@/lib/prefetch/apps";
import { prefetchAssets } from "@/lib/prefetch/assets";
import { prefetchBalancePage } from "@/lib/prefetch/balance";
import { prefetchCampaigns } from "@/lib/prefetch/campaigns";
import { prefetchOrganizationReport } from "@/lib/prefetch/reports";
import { dashboardReports, READY_ASSETS } from "./dashboard-queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboard"))("title") };
}

export default async function DashboardPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  // The balance card reads one row of the history; the campaign list is the campaigns page's first page; the setup
  // checklist also reads the apps and the ready creatives; the spend figures and the low-balance warning read two
  // reports. All in the first HTML, so nothing arrives later and pushes the page down.
  const reports = dashboardReports();
  await Promise.all([
    prefetchOrganizationReport(organizationId, reports.month),
    prefetchOrganizationReport(organizationId, reports.week),
    prefetchBalancePage(organizationId, 1),
    prefetchCampaigns(organizationId),
    prefetchApps(organizationId),
    prefetchAssets(organizationId, READY_ASSETS),
  ]);
  return (
    <Hydrate>
      <DashboardView organizationId={organizationId} lowBalanceDays={balanceLowDays()} />
    </Hydrate>
  );
}
