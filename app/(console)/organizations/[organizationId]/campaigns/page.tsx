import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignsList } from "./campaigns-list";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchCampaigns } from "@/lib/prefetch/campaigns";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns"))("title") };
}

export default async function CampaignsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchCampaigns(organizationId);
  return (
    <Hydrate>
      <CampaignsList organizationId={organizationId} />
    </Hydrate>
  );
}
