import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchSettlementAccount } from "@/lib/prefetch/organization";
import { SettlementView } from "./settlement-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settlement"))("title") };
}

export default async function SettlementPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchSettlementAccount(organizationId);
  return (
    <Hydrate>
      <SettlementView organizationId={organizationId} />
    </Hydrate>
  );
}
