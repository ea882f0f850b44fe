import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TopUpReviewQueue } from "./top-up-review-queue";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchTopUpQueue } from "@/lib/prefetch/review";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("balance"))("topUp.review.title") };
}

export default async function TopUpReviewPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchTopUpQueue();
  return (
    <Hydrate>
      <TopUpReviewQueue organizationId={organizationId} />
    </Hydrate>
  );
}
