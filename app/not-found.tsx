import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ProblemPage } from "@/components/console/problem-page";
import { LazyLocaleSwitcher } from "@/components/console/lazy-locale-switcher";
import { buttonStyle } from "@/components/ui/button-style";

// Any address the app has no page for, signed in or not.
export default async function NotFound() {
  const t = await getTranslations();
  return (
    <main className="flex min-h-screen flex-col px-4 py-8">
      <div className="mx-auto flex w-full max-w-5xl items-center justify-between gap-4">
        <Link href="/" className="text-lg font-bold tracking-tight text-indigo-700">
          {t("common.appName")}
        </Link>
        <LazyLocaleSwitcher />
      </div>
      <ProblemPage code="404" title={t("shell.notFound.title")} body={t("shell.notFound.body")}>
        <Link href="/organizations" className={buttonStyle()}>
          {t("shell.backToOrganizations")}
        </Link>
        <Link href="/docs/api" className={buttonStyle({ variant: "secondary" })}>
          {t("shell.apiDocs")}
        </Link>
      </ProblemPage>
    </main>
  );
}
