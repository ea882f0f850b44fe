import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Alert } from "@/components/ui/alert";
import { currentUser } from "@/lib/auth/session";
import { prisma } from "@/lib/db/client";
import { setupState } from "@/lib/instance/setup-link";
import { ClaimInstance } from "@/app/(auth)/lazy-forms";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("setup.title") };
}

/**
 * The setup link the first start printed: whoever opens it signs in (or signs up, then signs in) through it, and
 * their account becomes the instance's administrator with one click.
 */
export default async function SetupPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token = "" } = await searchParams;
  const t = await getTranslations("auth.setup");
  const state = await setupState(token);
  const heading = <h1 className="text-lg font-semibold text-slate-900">{t("title")}</h1>;
  if (state !== "open") {
    return (
      <div className="space-y-4">
        {heading}
        <Alert tone={state === "claimed" ? "info" : "error"}>{t(state === "claimed" ? "claimed" : "invalid")}</Alert>
        <Link href="/sign-in" className="text-sm font-medium text-indigo-700 hover:underline">
          {t("toSignIn")}
        </Link>
      </div>
    );
  }
  const here = `/setup?token=${encodeURIComponent(token)}`;
  const user = await currentUser();
  if (!user) {
    return (
      <div className="space-y-4">
        {heading}
        <p className="text-sm text-slate-700">{t("intro")}</p>
        <p className="text-sm text-slate-700">{t("signedOut")}</p>
        <div className="flex flex-wrap gap-3">
          <Link
            href={`/sign-in?callbackUrl=${encodeURIComponent(here)}`}
            className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-500"
          >
            {t("signIn")}
          </Link>
          <Link
            href={`/sign-up?callbackUrl=${encodeURIComponent(here)}`}
            className="rounded-md px-4 py-2 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50"
          >
            {t("signUp")}
          </Link>
        </div>
      </div>
    );
  }
  // Where the administrator lands: the Instance page of their first organization (every account has one).
  const membership = await prisma.membership.findFirst({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
  const next = membership ? `/organizations/${membership.organizationId}/instance` : "/organizations";
  return (
    <div className="space-y-4">
      {heading}
      <p className="text-sm text-slate-700">{t("intro")}</p>
      <ClaimInstance token={token} email={user.email} next={next} />
    </div>
  );
}
