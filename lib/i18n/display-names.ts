import en from "./display-names/en.json";
import ko from "./display-names/ko.json";
import type { Locale } from "./config";

export type DisplayNameKind = "region" | "language";

// Shipped tables (scripts/generate-display-names.ts), the same on the server and in every browser.
const TABLES: Record<Locale, Record<DisplayNameKind, Record<string, string>>> = { en, ko };

/** A country (`KR`) or language (`ko`) code's name in `locale`; the code itself when it has none. */
export function displayName(locale: string, kind: DisplayNameKind, code: string): string {
  const table = TABLES[locale as Locale] ?? TABLES.en;
  return table[kind][code] ?? code;
}
