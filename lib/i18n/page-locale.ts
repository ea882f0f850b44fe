import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";

/** The page's locale in the browser (the root layout writes it into <html lang>); the default elsewhere. */
export function pageLocale(): Locale {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
