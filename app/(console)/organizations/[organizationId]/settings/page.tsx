import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OrganizationSettings } from "./organization-settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings"))("title") };
}

export default async function SettingsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <OrganizationSettings organizationId={organizationId} />;
}
