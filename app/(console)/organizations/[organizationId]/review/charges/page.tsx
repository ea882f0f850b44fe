import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ReviewCharges } from "./review-charges";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("review"))("charges.title") };
}

export default async function ReviewChargesPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <ReviewCharges organizationId={organizationId} />;
}
