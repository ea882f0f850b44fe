// Writes lib/i18n/display-names/<locale>-<region|language>.json: every targetable country's and language's name in each console
// language, taken from this Node's ICU. Run it when the code lists or the locales change:
//   npx tsx scripts/generate-display-names.ts
// The names are shipped rather than asked of Intl.DisplayNames at run time because Node and the browsers carry
// different ICU data ("Falkland Islands" here, "Falkland Islands (Islas Malvinas)" in Chromium, and 51 language
// codes Chromium has no name for): text the server renders must be the text the browser renders.
import fs from "node:fs";
import path from "node:path";
import { COUNTRY_CODES, LANGUAGE_CODES } from "@/lib/campaigns/targeting-values";
import { LOCALES } from "@/lib/i18n/config";

// ICU names Twi (tw) "Akan", the same as ak: a picker would show two identical entries.
const OVERRIDES: Record<string, { language?: Record<string, string> }> = {
  en: { language: { tw: "Twi" } },
  ko: { language: { tw: "트위어" } },
};

const out = path.join(import.meta.dirname, "..", "lib", "i18n", "display-names");
for (const locale of LOCALES) {
  const names = (type: "region" | "language", codes: readonly string[]) => {
    const of = new Intl.DisplayNames([locale], { type, fallback: "none" });
    const overrides = (OVERRIDES[locale] as Record<string, Record<string, string> | undefined>)[type] ?? {};
    return Object.fromEntries(
      codes.map((code) => {
        const name = overrides[code] ?? of.of(code);
        if (!name || name === code) throw new Error(`no ${locale} name for ${type} ${code}`);
        return [code, name];
      }),
    );
  };
  // One file per kind, so a page that names only countries does not ship the languages' names.
  const tables = { region: names("region", COUNTRY_CODES), language: names("language", LANGUAGE_CODES) };
  for (const [kind, table] of Object.entries(tables)) {
    fs.writeFileSync(path.join(out, `${locale}-${kind}.json`), `${JSON.stringify(table, null, 2)}\n`);
  }
  console.log(`${locale}: ${COUNTRY_CODES.length} countries, ${LANGUAGE_CODES.length} languages`);
}
