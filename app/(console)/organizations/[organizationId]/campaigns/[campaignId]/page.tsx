import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignDetail } from "./campaign-detail";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchCampaign } from "@/lib/prefetch/campaigns";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns"))("detail.title") };
}

export default async function CampaignPage({ params }: { params: Promise<{ organizationId: string; campaignId: string }> }) {
  const { organizationId, campaignId } = await params;
  await prefetchCampaign(organizationId, campaignId);
  return (
    <Hydrate>
      <CampaignDetail organizationId={organizationId} campaignId={campaignId} />
    </Hydrate>
  );
}
