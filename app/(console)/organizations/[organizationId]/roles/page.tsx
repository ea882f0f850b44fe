import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RolesView } from "./roles-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("roles"))("title") };
}

export default async function RolesPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <RolesView organizationId={organizationId} />;
}
