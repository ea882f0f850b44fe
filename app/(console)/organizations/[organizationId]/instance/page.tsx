import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InstanceView } from "./instance-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("instance"))("title") };
}

export default async function InstancePage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <InstanceView organizationId={organizationId} />;
}
