import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdReviewQueue } from "./ad-review-queue";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchAdReviewQueue } from "@/lib/prefetch/review";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("review"))("ads.title") };
}

export default async function AdReviewPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchAdReviewQueue();
  return (
    <Hydrate>
      <AdReviewQueue organizationId={organizationId} />
    </Hydrate>
  );
}
