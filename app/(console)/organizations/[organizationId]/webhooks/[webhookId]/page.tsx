import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WebhookDetail } from "./webhook-detail";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("webhooks"))("title") };
}

export default async function WebhookPage({ params }: { params: Promise<{ organizationId: string; webhookId: string }> }) {
  const { organizationId, webhookId } = await params;
  return <WebhookDetail organizationId={organizationId} webhookId={webhookId} />;
}
