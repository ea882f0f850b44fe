"use client";
import { useTranslations } from "next-intl";

/** A refusal or processing failure in the user's words, from its `reason`. */
export function useAssetErrorText() {
  const t = useTranslations("assets.errors");
  return (reason: string | undefined) => (reason && t.has(reason) ? t(reason) : t("unknown"));
}
