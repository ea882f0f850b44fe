import type { ReactNode } from "react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { AreaMessages } from "@/components/area-messages";
import { LocaleSwitcher } from "@/components/console/locale-switcher";

export default async function AuthLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations();
  return (
    <AreaMessages area="auth">
      <main className="flex min-h-screen flex-col items-center justify-center px-4 py-12">
        <div className="w-full max-w-md">
          <div className="mb-8 text-center">
            <Link href="/" className="text-2xl font-bold tracking-tight text-indigo-700">
              {t("common.appName")}
            </Link>
            <p className="mt-2 text-sm text-slate-600">{t("auth.tagline")}</p>
          </div>
          <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">{children}</div>
          <div className="mt-6 flex items-center justify-between text-sm">
            <Link href="/docs/api" className="text-slate-600 underline-offset-2 hover:underline">
              {t("shell.apiDocs")}
            </Link>
            <LocaleSwitcher />
          </div>
        </div>
      </main>
    </AreaMessages>
  );
}
