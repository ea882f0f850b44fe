import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PermissionCatalogueView } from "./permission-catalogue-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("permissions"))("title") };
}

export default async function PermissionsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <PermissionCatalogueView organizationId={organizationId} />;
}
