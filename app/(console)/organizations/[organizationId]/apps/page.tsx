import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AppsList } from "./apps-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("apps"))("title") };
}

export default async function AppsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <AppsList organizationId={organizationId} />;
}
