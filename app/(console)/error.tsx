"use client";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ErrorView } from "@/components/console/error-view";
import { buttonStyle } from "@/components/ui/button-style";

export default function ConsoleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("shell");
  return (
    <main className="px-4">
      <ErrorView error={error} reset={reset}>
        <Link href="/organizations" className={buttonStyle({ variant: "secondary" })}>
          {t("backToOrganizations")}
        </Link>
      </ErrorView>
    </main>
  );
}
