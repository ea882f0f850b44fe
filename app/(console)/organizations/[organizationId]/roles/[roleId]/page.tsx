import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RoleEditor } from "@/app/(console)/organizations/[organizationId]/roles/role-editor";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("roles"))("title") };
}

export default async function RolePage({ params }: { params: Promise<{ organizationId: string; roleId: string }> }) {
  const { organizationId, roleId } = await params;
  return <RoleEditor organizationId={organizationId} roleId={roleId} />;
}
