"use client";
import { useTranslations } from "next-intl";

type ServingReason = { reason: string; message: string };

/**
 * One serving reason in the reader's language: a short title for lists and badges, and a sentence saying what
 * to do. A reason the console does not know yet shows the server's own message.
 */
export function useServingReasonText() {
  const t = useTranslations("campaigns");
  return (reason: ServingReason): { title: string; text: string } =>
    t.has(`serving.reasons.${reason.reason}.title`)
      ? { title: t(`serving.reasons.${reason.reason}.title`), text: t(`serving.reasons.${reason.reason}.text`) }
      : { title: reason.reason, text: reason.message };
}
