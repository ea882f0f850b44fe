import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ProblemPage } from "@/components/console/problem-page";
import { buttonStyle } from "@/components/ui/button-style";

export default async function ConsoleNotFound() {
  const t = await getTranslations("shell");
  return (
    <main className="px-4">
      <ProblemPage code="404" title={t("notFound.title")} body={t("notFound.body")}>
        <Link href="/organizations" className={buttonStyle()}>
          {t("backToOrganizations")}
        </Link>
      </ProblemPage>
    </main>
  );
}
