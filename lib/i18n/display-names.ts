import enLanguage from "./display-names/en-language.json";
import koLanguage from "./display-names/ko-language.json";
import type { Locale } from "./config";
import { regionName } from "./region-names";

export type DisplayNameKind = "region" | "language";

// Shipped tables (scripts/generate-display-names.ts), the same on the server and in every browser.
const LANGUAGES: Record<Locale, Record<string, string>> = { en: enLanguage, ko: koLanguage };

/** A country (`KR`) or language (`ko`) code's name in `locale`; the code itself when it has none. */
export function displayName(locale: string, kind: DisplayNameKind, code: string): string {
  if (kind === "region") return regionName(locale, code);
  return (LANGUAGES[locale as Locale] ?? LANGUAGES.en)[code] ?? code;
}
