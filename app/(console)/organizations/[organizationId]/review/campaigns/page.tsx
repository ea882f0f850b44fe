import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignReviewQueue } from "./campaign-review-queue";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchCampaignReviewQueue } from "@/lib/prefetch/review";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns"))("review.title") };
}

export default async function CampaignReviewPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchCampaignReviewQueue();
  return (
    <Hydrate>
      <CampaignReviewQueue organizationId={organizationId} />
    </Hydrate>
  );
}
