import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RoleEditor } from "@/app/(console)/lazy-forms";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchPermissionCatalogue } from "@/lib/prefetch/organization";
import { prefetchRole, prefetchRoles } from "@/lib/prefetch/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("roles"))("title") };
}

export default async function RolePage({ params }: { params: Promise<{ organizationId: string; roleId: string }> }) {
  const { organizationId, roleId } = await params;
  // The form also reads every role (useMemberAuthority: which statements the caller may grant).
  await Promise.all([prefetchPermissionCatalogue(organizationId), prefetchRole(organizationId, roleId), prefetchRoles(organizationId)]);
  return (
    <Hydrate>
      <RoleEditor organizationId={organizationId} roleId={roleId} />
    </Hydrate>
  );
}
