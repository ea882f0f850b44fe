import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CreateCampaignForm } from "@/app/(console)/lazy-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("campaigns"))("form.title") };
}

export default async function NewCampaignPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <CreateCampaignForm organizationId={organizationId} />;
}
