import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppDetail } from "./app-detail";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("apps"))("title") };
}

export default async function AppPage({ params }: { params: Promise<{ organizationId: string; appId: string }> }) {
  const { organizationId, appId } = await params;
  return <AppDetail organizationId={organizationId} appId={appId} />;
}
