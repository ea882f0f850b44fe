import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardView } from "./dashboard-view";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchBalancePage } from "@/lib/prefetch/balance";
import { prefetchCampaigns } from "@/lib/prefetch/campaigns";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("dashboard"))("title") };
}

export default async function DashboardPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  // The balance card reads one row of the history; the campaign list is the campaigns page's first page.
  await Promise.all([prefetchBalancePage(organizationId, 1), prefetchCampaigns(organizationId)]);
  return (
    <Hydrate>
      <DashboardView organizationId={organizationId} />
    </Hydrate>
  );
}
