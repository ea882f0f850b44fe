import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RegisterAppForm } from "@/app/(console)/lazy-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("apps"))("form.title") };
}

export default async function RegisterAppPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <RegisterAppForm organizationId={organizationId} />;
}
