import "server-only";
import { createTranslator } from "use-intl/core";
import { clockOf, type Locale } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/load-messages";

/** The words, money and dates of a billing document in its reader's language (billing.documents). */
export function documentText(locale: Locale, timeZone: string) {
  const t = createTranslator({ locale, messages: loadMessages(locale), namespace: "billing.documents" }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string;
  const won = (amount: bigint | number) => t("won", { amount: new Intl.NumberFormat(locale).format(amount) });
  const date = (at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(at);
  const dateTime = (at: Date) =>
    `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", ...clockOf(locale), timeZone }).format(at)} (${timeZone})`;
  return { t, won, date, dateTime };
}
