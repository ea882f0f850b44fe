import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CrossPromotionsList } from "./cross-promotions-list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crossPromotions"))("title") };
}

export default async function CrossPromotionsPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <CrossPromotionsList organizationId={organizationId} />;
}
