"use client";
import { useCallback } from "react";
import { useLocale } from "next-intl";
import { displayName, type DisplayNameKind } from "@/lib/i18n/display-names";

/** A country (`KR`) or language (`ko`) code's name in the reader's language (or `inLocale`); the code itself when unknown. */
export function useDisplayNames(kind: DisplayNameKind, inLocale?: string): (code: string) => string {
  const readerLocale = useLocale();
  const locale = inLocale ?? readerLocale;
  return useCallback((code: string) => displayName(locale, kind, code), [locale, kind]);
}
