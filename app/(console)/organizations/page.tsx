import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AreaMessages } from "@/components/area-messages";
import { ProfileLocaleSwitcher } from "@/components/console/profile-locale-switcher";
import { requireUser } from "@/lib/auth/session";
import { listCallerOrganizations } from "@/lib/organizations/organization-queries";
import { OrganizationsList } from "./organizations-list";
import { CreateOrganizationForm } from "@/app/(console)/lazy-forms";
import { SignOutButton } from "./sign-out-button";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("organizations"))("title") };
}

/** Right after signing in, someone in one organization goes straight to it; the picker is for choosing. */
async function soleOrganization(): Promise<string | null> {
  const user = await requireUser("/organizations");
  const { items } = await listCallerOrganizations(user.id, { limit: 2 });
  const [only] = items;
  return items.length === 1 && !(only.expiresAt && only.expiresAt <= new Date()) ? only.organizationId : null;
}

export default async function OrganizationsPage({ searchParams }: { searchParams: Promise<{ signedIn?: string }> }) {
  if ((await searchParams).signedIn !== undefined) {
    const only = await soleOrganization();
    redirect(only ? `/organizations/${only}/dashboard` : "/organizations");
  }
  const t = await getTranslations();
  // The list's own provider (a layout here would wrap every organization's pages too).
  return (
    <AreaMessages area="organizationList">
      <main className="mx-auto max-w-4xl px-4 py-10">
        {/* On a phone the links go below the name instead of squeezing it. */}
        <div className="mb-8 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <span className="text-lg font-bold tracking-tight whitespace-nowrap text-indigo-700">{t("common.appName")}</span>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <Link href="/docs/api" className="text-sm whitespace-nowrap text-slate-600 hover:underline">
              {t("shell.apiDocs")}
            </Link>
            <Link href="/profile" className="text-sm whitespace-nowrap text-slate-600 hover:underline">
              {t("profile.link")}
            </Link>
            <ProfileLocaleSwitcher />
            <SignOutButton />
          </div>
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t("organizations.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("organizations.subtitle")}</p>
        <div className="mt-6 grid gap-6 md:grid-cols-[1fr_20rem]">
          <OrganizationsList />
          <CreateOrganizationForm />
        </div>
      </main>
    </AreaMessages>
  );
}
