import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignDetail } from "./campaign-detail";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns"))("detail.title") };
}

export default async function CampaignPage({ params }: { params: Promise<{ organizationId: string; campaignId: string }> }) {
  const { organizationId, campaignId } = await params;
  return <CampaignDetail organizationId={organizationId} campaignId={campaignId} />;
}
