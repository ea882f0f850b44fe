import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReviewQueue } from "./review-queue";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchAppPlatformQueue } from "@/lib/prefetch/review";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("review"))("title") };
}

export default async function ReviewPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchAppPlatformQueue();
  return (
    <Hydrate>
      <ReviewQueue organizationId={organizationId} />
    </Hydrate>
  );
}
