import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ConsoleFrame } from "@/components/console/console-frame";
import { ProblemPage } from "@/components/console/problem-page";
import { Sidebar } from "@/components/console/sidebar";
import { NotificationBell } from "@/components/notifications/notification-bell";
import { buttonStyle } from "@/components/ui/button-style";
import { requireUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db/client";
import { OBJECT_ID_PATTERN } from "@/lib/ids";
import { Hydrate } from "@/components/console/hydrate";
import { OrganizationAreaMessages } from "@/components/organization-area-messages";
import { prefetchShell, shellQueryKeys } from "@/lib/prefetch/shell";
import { lacksRequiredTwoFactor } from "@/lib/auth/two-factor/enforcement";

export default async function OrganizationLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ organizationId: string }>;
}) {
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
      <main className="px-4">
        <ProblemPage title={t("notMember")} body={t("notFound.body")}>
          <Link href="/organizations" className={buttonStyle()}>
            {t("backToOrganizations")}
          </Link>
        </ProblemPage>
      </main>
    );
  }
  // Where the organization requires two-factor, a member signed in without it is sent to set it up (the API
  // answers their requests 403 TWO_FACTOR_REQUIRED; a reviewer acting without membership is not asked).
  const member = !user.reviewer || (await prisma.membership.count({ where: { organizationId, userId: user.id } })) > 0;
  if (member && (await lacksRequiredTwoFactor({ via: "session", user }, organizationId))) {
    const t = await getTranslations("shell.twoFactorRequired");
    return (
      <main className="px-4">
        <ProblemPage title={t("title")} body={t("body")}>
          <Link href="/profile#two-factor" className={buttonStyle()}>
            {t("setUp")}
          </Link>
          <Link href="/organizations" className={buttonStyle({ variant: "secondary" })}>
            {t("back")}
          </Link>
        </ProblemPage>
      </main>
    );
  }
  // The nav (permissions from /me) and the organization switcher are in the first HTML, not fetched after it.
  const [organization] = await Promise.all([
    prisma.organization.findUnique({ where: { id: organizationId }, select: { name: true } }),
    prefetchShell(organizationId),
  ]);
  return (
    // Every date, preset and schedule on the organization's pages is in the organization's time zone.
    <OrganizationAreaMessages area="organization" params={params}>
      <Hydrate queryKeys={shellQueryKeys(organizationId)}>
        <ConsoleFrame
          title={organization?.name ?? ""}
          sidebar={<Sidebar organizationId={organizationId} email={user.email} />}
          topbarActions={<NotificationBell placement="topbar" />}
        >
          {children}
        </ConsoleFrame>
      </Hydrate>
    </OrganizationAreaMessages>
  );
}
