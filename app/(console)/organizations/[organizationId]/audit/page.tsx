import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchAuditLog } from "@/lib/prefetch/audit";
import { AuditLogView } from "./audit-log-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("audit"))("title") };
}

export default async function AuditPage({
  params,
  searchParams,
}: {
  params: Promise<{ organizationId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { organizationId } = await params;
  const url = await searchParams;
  // The view's filters live in the URL (audit-log-view.tsx): only the unfiltered log is read here.
  if (!["actor", "action", "target", "from", "to"].some((name) => url[name])) await prefetchAuditLog(organizationId);
  return (
    <Hydrate>
      <AuditLogView organizationId={organizationId} />
    </Hydrate>
  );
}
