"use client";
import { useLocale, useTranslations } from "next-intl";

type ServingReason = { reason: string; message: string; until?: string; timeZone?: string };

/** "Mon 09:00" / "월 09:00": the start of the next scheduled hour, in the schedule's zone. */
function weekdayTime(locale: string, until: string | undefined, timeZone: string | undefined): string {
  if (!until) return "";
  const at = new Date(until);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone }).format(at);
  const time = new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone }).format(at);
  return `${weekday} ${time}`;
}

/**
 * What the sentences may say of the campaign: whether it has spent anything yet (so "serve again" is never said
 * of one that never served), when it starts, and where its goal was missed.
 */
type ServingContext = { served?: boolean; start?: string; missed?: string };

/**
 * One serving reason in the reader's language: a short title for lists and badges, and a sentence saying what
 * to do. A reason the console does not know yet shows the server's own message.
 */
export function useServingReasonText() {
  const t = useTranslations("campaigns");
  const locale = useLocale();
  return (reason: ServingReason, context: ServingContext = {}): { title: string; text: string } => {
    if (!t.has(`serving.reasons.${reason.reason}.title`)) return { title: reason.reason, text: reason.message };
    const until = weekdayTime(locale, reason.until, reason.timeZone);
    return {
      title:
        until && t.has(`serving.reasons.${reason.reason}.titleUntil`)
          ? t(`serving.reasons.${reason.reason}.titleUntil`, { until })
          : t(`serving.reasons.${reason.reason}.title`),
      text: t(`serving.reasons.${reason.reason}.text`, {
        served: context.served ? "yes" : "no",
        start: context.start ?? "",
        missed: context.missed ?? "",
        until,
        timeZone: reason.timeZone ?? "",
      }),
    };
  };
}
