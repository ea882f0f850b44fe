import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BalanceView } from "./balance-view";
import { Hydrate } from "@/components/console/hydrate";
import { PAGE_SIZES } from "@/lib/api/page-limits";
import { prefetchBalancePage, prefetchBalanceTimeline, prefetchTopUps } from "@/lib/prefetch/balance";
import { prefetchBillingDocuments } from "@/lib/prefetch/billing";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("balance"))("title") };
}

export default async function BalancePage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await Promise.all([
    prefetchBalancePage(organizationId, PAGE_SIZES.balanceHistory),
    prefetchBalanceTimeline(organizationId),
    prefetchTopUps(organizationId),
    prefetchBillingDocuments(organizationId),
  ]);
  return (
    <Hydrate>
      <BalanceView organizationId={organizationId} />
    </Hydrate>
  );
}
