"use client";
import { useTranslations } from "next-intl";

type ServingReason = { reason: string; message: string };

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
  return (reason: ServingReason, context: ServingContext = {}): { title: string; text: string } =>
    t.has(`serving.reasons.${reason.reason}.title`)
      ? {
          title: t(`serving.reasons.${reason.reason}.title`),
          text: t(`serving.reasons.${reason.reason}.text`, {
            served: context.served ? "yes" : "no",
            start: context.start ?? "",
            missed: context.missed ?? "",
          }),
        }
      : { title: reason.reason, text: reason.message };
}
