import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BillingReview } from "./billing-review";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("billing"))("review.title") };
}

export default async function BillingReviewPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <BillingReview organizationId={organizationId} />;
}
