import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditLogView } from "./audit-log-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("audit"))("title") };
}

export default async function AuditPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  return <AuditLogView organizationId={organizationId} />;
}
