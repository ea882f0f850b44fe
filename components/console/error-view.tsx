"use client";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ProblemPage } from "./problem-page";

/** What an error boundary in the console shows: the error in words, a retry and a way back. */
export function ErrorView({ error, reset, children }: { error: Error & { digest?: string }; reset: () => void; children: ReactNode }) {
  const t = useTranslations("shell");
  const tc = useTranslations("common");
  return (
    <ProblemPage title={t("error.title")} body={t("error.body")}>
      <Button onClick={reset}>{tc("retry")}</Button>
      {children}
      {error.digest && <p className="w-full text-xs text-slate-500">{t("error.reference", { digest: error.digest })}</p>}
    </ProblemPage>
  );
}
