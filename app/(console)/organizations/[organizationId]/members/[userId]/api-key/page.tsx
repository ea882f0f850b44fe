import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiKeyView } from "./api-key-view";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchMember } from "@/lib/prefetch/members";
import { prefetchRoles } from "@/lib/prefetch/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("shell"))("nav.apiKey") };
}

export default async function MemberApiKeyPage({ params }: { params: Promise<{ organizationId: string; userId: string }> }) {
  const { organizationId, userId } = await params;
  // useMemberAuthority reads every role to tell what the caller may change.
  await Promise.all([prefetchMember(organizationId, userId), prefetchRoles(organizationId)]);
  return (
    <Hydrate>
      <ApiKeyView organizationId={organizationId} userId={userId} />
    </Hydrate>
  );
}
