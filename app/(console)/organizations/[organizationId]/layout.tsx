import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Sidebar } from "@/components/console/sidebar";
import { requireUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db/client";
import { OBJECT_ID_PATTERN } from "@/lib/ids";
import { Hydrate } from "@/components/console/hydrate";
import { prefetchShell } from "@/lib/prefetch/shell";

export default async function OrganizationLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  const user = await requireUser(`/organizations/${organizationId}/settings`);
  // Platform reviewers may open any organization (the API limits them to reviewer actions there).
  const allowed =
    OBJECT_ID_PATTERN.test(organizationId) &&
    (user.reviewer
      ? (await prisma.organization.count({ where: { id: organizationId } })) > 0
      : (await prisma.membership.count({ where: { organizationId, userId: user.id } })) > 0);
  if (!allowed) {
    const t = await getTranslations("shell");
    return (
      <main className="mx-auto max-w-xl px-4 py-24 text-center">
        <p className="text-slate-700">{t("notMember")}</p>
        <Link href="/organizations" className="mt-4 inline-block font-medium text-indigo-700 hover:underline">
          {t("backToOrganizations")}
        </Link>
      </main>
    );
  }
  // The nav (permissions from /me) and the organization switcher are in the first HTML, not fetched after it.
  await prefetchShell(organizationId);
  return (
    <Hydrate>
      <div className="lg:flex">
        <Sidebar organizationId={organizationId} email={user.email} />
        <main className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:ml-64">
          <div className="mx-auto max-w-5xl">{children}</div>
        </main>
      </div>
    </Hydrate>
  );
}
