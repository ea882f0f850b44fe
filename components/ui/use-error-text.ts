"use client";
import { useTranslations } from "next-intl";
import { ApiClientError } from "@/lib/api/client";

/** The error's reason in the user's language (from the reasons catalogue), or null when it has none. */
export function useReasonText() {
  const t = useTranslations("reasons");
  return (error: unknown): string | null =>
    error instanceof ApiClientError && error.reason && t.has(error.reason) ? t(error.reason) : null;
}
