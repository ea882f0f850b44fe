"use client";
import { useFormatter, useTranslations } from "next-intl";
import { notificationPath, notificationValues } from "@/lib/notifications/describe-notification";
import type { NotificationItem } from "@/lib/notifications/schemas";

/** A notification in words in the console's language, and the page of its object. */
export function useNotificationWords(): (item: NotificationItem) => { text: string; href: string } {
  // Keys are built from the notification kind at run time, which next-intl's literal-key types cannot follow.
  const t = useTranslations("notifications") as unknown as ((key: string, values?: Record<string, string>) => string) & {
    (key: "unnamed"): string;
  };
  const format = useFormatter();
  const valueFormat = {
    date: (iso: string) => format.dateTime(new Date(iso), { month: "short", day: "numeric" }),
    month: (month: string) => format.dateTime(new Date(`${month}-15T00:00:00Z`), { year: "numeric", month: "long", timeZone: "UTC" }),
    money: (amount: number) => format.number(amount, { style: "currency", currency: "KRW", maximumFractionDigits: 0 }),
    unnamed: t("unnamed"),
  };
  return (item) => ({ text: t(`types.${item.type}`, notificationValues(item, valueFormat)), href: notificationPath(item) });
}
