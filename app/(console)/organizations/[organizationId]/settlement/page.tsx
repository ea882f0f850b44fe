import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SettlementView } from "./settlement-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settlement"))("title") };
}

export default async function SettlementPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <SettlementView organizationId={organizationId} />;
}
