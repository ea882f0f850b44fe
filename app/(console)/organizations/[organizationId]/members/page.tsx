import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MembersView } from "./members-view";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchMembers } from "@/lib/prefetch/members";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("members"))("title") };
}

export default async function MembersPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  await prefetchMembers(organizationId);
  return (
    <Hydrate>
      <MembersView organizationId={organizationId} />
    </Hydrate>
  );
}
