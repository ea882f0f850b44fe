import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { requireUser } from "@/lib/auth/session";
import { ApiKeyView } from "@/app/(console)/organizations/[organizationId]/members/[userId]/api-key/api-key-view";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchMember } from "@/lib/prefetch/members";
import { prefetchRoles } from "@/lib/prefetch/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.apiKey") };
}

// The caller's own key: every member may manage it, whatever their role.
export default async function OwnApiKeyPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  const user = await requireUser(`/organizations/${organizationId}/api-key`);
  await Promise.all([prefetchMember(organizationId, user.id), prefetchRoles(organizationId)]);
  return (
    <Hydrate>
      <ApiKeyView organizationId={organizationId} userId={user.id} />
    </Hydrate>
  );
}
