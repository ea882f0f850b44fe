import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReviewQueue } from "./review-queue";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("review"))("title") };
}

export default async function ReviewPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <ReviewQueue organizationId={organizationId} />;
}
