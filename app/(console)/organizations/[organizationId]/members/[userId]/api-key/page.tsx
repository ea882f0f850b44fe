import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiKeyView } from "./api-key-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.apiKey") };
}

export default async function MemberApiKeyPage({ params }: { params: Promise<{ organizationId: string; userId: string }> }) {
  const { organizationId, userId } = await params;
  return <ApiKeyView organizationId={organizationId} userId={userId} />;
}
