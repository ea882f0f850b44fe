import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntegrationKeysView } from "./integration-keys-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("review"))("integrationKeys.title") };
}

export default async function IntegrationKeysPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <IntegrationKeysView organizationId={organizationId} />;
}
