import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/session";
import { ApiKeyView } from "@/app/(console)/organizations/[organizationId]/members/[userId]/api-key/api-key-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.apiKey") };
}

// The caller's own key: every member may manage it, whatever their role.
export default async function OwnApiKeyPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  const user = await requireUser(`/organizations/${organizationId}/api-key`);
  return <ApiKeyView organizationId={organizationId} userId={user.id} />;
}
