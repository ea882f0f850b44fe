import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BalanceView } from "./balance-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("balance"))("title") };
}

export default async function BalancePage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <BalanceView organizationId={organizationId} />;
}
