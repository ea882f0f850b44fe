"use client";
import { useCallback, useMemo } from "react";
import { useLocale } from "next-intl";

export type DisplayNameKind = "region" | "language";

/** A country (`KR`) or language (`ko`) code's name in the reader's language (or `inLocale`); the code itself when unknown. */
export function useDisplayNames(kind: DisplayNameKind, inLocale?: string): (code: string) => string {
  const readerLocale = useLocale();
  const locale = inLocale ?? readerLocale;
  const names = useMemo(() => new Intl.DisplayNames([locale], { type: kind, fallback: "code" }), [locale, kind]);
  return useCallback(
    (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    },
    [names],
  );
}
