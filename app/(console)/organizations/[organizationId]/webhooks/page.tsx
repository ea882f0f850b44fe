import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WebhooksView } from "./webhooks-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("webhooks"))("title") };
}

export default async function WebhooksPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <WebhooksView organizationId={organizationId} />;
}
