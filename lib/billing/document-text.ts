import "server-only";
import { clockOf, type Locale } from "@/lib/i18n/config";
import { serverTexts } from "@/lib/i18n/server-texts";

/** The words, money and dates of a billing document in its reader's language (billing.documents). */
export function documentText(locale: Locale, timeZone: string) {
  const t = serverTexts(locale, "billing.documents");
  const won = (amount: bigint | number) => t("won", { amount: new Intl.NumberFormat(locale).format(amount) });
  const date = (at: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(at);
  const dateTime = (at: Date) =>
    `${new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", ...clockOf(locale), timeZone }).format(at)} (${timeZone})`;
  return { t, won, date, dateTime };
}
