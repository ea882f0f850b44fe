import "server-only";
import { createTranslator } from "use-intl/core";
import type { Locale } from "./config";
import { loadMessages } from "./load-messages";

type Texts = (key: string, values?: Record<string, string | number>) => string;

/**
 * The texts of one namespace for server-made documents and mail, looked up by keys built at run time (a kind, a
 * status, a column): use-intl types a translator by the catalogue's literal keys, which such keys cannot be, so
 * the translator is taken as a plain lookup here, once, instead of at each use.
 */
export function serverTexts(
  locale: Locale,
  namespace: "mail" | "notifications" | "billing.documents" | "campaigns" | "apps" | "assets",
): Texts {
  return createTranslator({ locale, messages: loadMessages(locale), namespace }) as unknown as Texts;
}
