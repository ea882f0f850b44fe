"use client";
import { useTranslations } from "next-intl";
import { Spinner } from "./spinner";

/** What a lazily loaded part of a page shows while its code arrives (after a client-side navigation; the first
 * visit gets it server-rendered). */
export function LoadingSection() {
  const t = useTranslations("common");
  return <Spinner label={t("loading")} />;
}
