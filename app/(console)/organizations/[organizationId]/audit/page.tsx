import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Hydrate } from "@/components/console/hydrate";
import { AUDIT_URL_DEFAULTS } from "@/lib/audit/query-keys";
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
  // The view's filters live in the URL: only the unfiltered log is read here.
  if (!Object.keys(AUDIT_URL_DEFAULTS).some((name) => url[name])) await prefetchAuditLog(organizationId);
  return (
    <Hydrate>
      <AuditLogView organizationId={organizationId} />
    </Hydrate>
  );
}
