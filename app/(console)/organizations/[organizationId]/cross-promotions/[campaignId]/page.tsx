import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HouseCampaignView } from "./house-campaign-view";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchHouseCampaign } from "@/lib/prefetch/cross-promotions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crossPromotions"))("form.editTitle") };
}

export default async function HouseCampaignPage({ params }: { params: Promise<{ organizationId: string; campaignId: string }> }) {
  const { organizationId, campaignId } = await params;
  await prefetchHouseCampaign(organizationId, campaignId);
  return (
    <Hydrate>
      <HouseCampaignView organizationId={organizationId} campaignId={campaignId} />
    </Hydrate>
  );
}
