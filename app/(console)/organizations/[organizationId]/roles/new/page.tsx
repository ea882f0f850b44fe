import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RoleEditor } from "@/app/(console)/lazy-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("roles"))("editor.newTitle") };
}

export default async function NewRolePage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <RoleEditor organizationId={organizationId} />;
}
