import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Sidebar } from "@/components/console/sidebar";
import { requireUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db/client";
import { OBJECT_ID_PATTERN } from "@/lib/ids";

export default async function OrganizationLayout({ children, params }: { children: ReactNode; params: Promise<{ organizationId: string }> }) {
  const { organizationId } = await params;
  const user = await requireUser(`/organizations/${organizationId}/settings`);
  const member =
    OBJECT_ID_PATTERN.test(organizationId) &&
    (await prisma.membership.count({ where: { organizationId, userId: user.id } })) > 0;
  if (!member) {
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
  return (
    <div className="lg:flex">
      <Sidebar organizationId={organizationId} email={user.email} />
      <main className="min-w-0 flex-1 px-4 py-8 sm:px-8 lg:ml-64">
        <div className="mx-auto max-w-5xl">{children}</div>
      </main>
    </div>
  );
}
