import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HouseCampaignView } from "./house-campaign-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crossPromotions"))("form.editTitle") };
}

export default async function HouseCampaignPage({ params }: { params: Promise<{ organizationId: string; campaignId: string }> }) {
  const { organizationId, campaignId } = await params;
  return <HouseCampaignView organizationId={organizationId} campaignId={campaignId} />;
}
