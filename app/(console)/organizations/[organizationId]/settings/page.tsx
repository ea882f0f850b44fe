import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchBusinessDetails } from "@/lib/prefetch/billing";
import { prefetchOrganization } from "@/lib/prefetch/organization";
import { OrganizationSettings } from "./organization-settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("settings"))("title") };
}

export default async function SettingsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await Promise.all([prefetchOrganization(organizationId), prefetchBusinessDetails(organizationId)]);
  return (
    <Hydrate>
      <OrganizationSettings organizationId={organizationId} />
    </Hydrate>
  );
}
