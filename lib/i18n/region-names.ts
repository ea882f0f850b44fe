import en from "./display-names/en-region.json";
import ko from "./display-names/ko-region.json";
import type { Locale } from "./config";

// Shipped tables (scripts/generate-display-names.ts), the same on the server and in every browser.
const TABLES: Record<Locale, Record<string, string>> = { en, ko };

/** A country code's (`KR`) name in `locale`; the code itself when it has none. */
export function regionName(locale: string, code: string): string {
  return (TABLES[locale as Locale] ?? TABLES.en)[code] ?? code;
}
