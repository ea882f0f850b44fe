import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReportsView } from "./reports-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns.performance.organization"))("title") };
}

export default async function ReportsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <ReportsView organizationId={organizationId} />;
}
