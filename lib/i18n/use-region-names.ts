"use client";
import { useEffect, useState } from "react";
import { useLocale } from "next-intl";
import type { Locale } from "./config";

// The reader's language's table of country names, loaded when a report first needs it (its own chunk, about 2.5
// KB): not both languages' tables with the page, as `regionName` (region-names.ts) ships them where names are
// rendered on the server. The report it serves is fetched by the browser, so the table arrives with it.
const LOADERS: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import("./display-names/en-region.json"),
  ko: () => import("./display-names/ko-region.json"),
};
const loaded = new Map<string, Record<string, string>>();

/** A country code's (`KR`) name in the reader's language, the code itself when it has none; null until the table has loaded. */
export function useRegionNames(): ((code: string) => string) | null {
  const locale = useLocale();
  const key: Locale = locale in LOADERS ? (locale as Locale) : "en";
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (loaded.has(key)) return;
    let live = true;
    LOADERS[key]()
      .then((module) => loaded.set(key, module.default))
      // a table that cannot load leaves the codes, as for a country without a name
      .catch(() => loaded.set(key, {}))
      .then(() => live && setLoads((count) => count + 1));
    return () => {
      live = false;
    };
  }, [key]);
  const table = loaded.get(key);
  return table ? (code) => table[code] ?? code : null;
}
