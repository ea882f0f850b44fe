import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CreateCrossPromotionForm } from "@/app/(console)/lazy-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("crossPromotions"))("form.title") };
}

// ?appId= comes from "Promote this app" on the app's page: the form starts with that app chosen.
export default async function NewCrossPromotionPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationId: string }>;
  searchParams: Promise<{ appId?: string }>;
}) {
  const { organizationId } = await params;
  const { appId } = await searchParams;
  return <CreateCrossPromotionForm organizationId={organizationId} appId={typeof appId === "string" ? appId : ""} />;
}
