"use client";
import { useTranslations } from "next-intl";
import type { ApiClientError } from "@/lib/api/client";

/** A refused campaign request in the reader's language when its reason is one campaigns raise; else the server's message. */
export function useCampaignErrorText() {
  const t = useTranslations("campaigns");
  return (error: ApiClientError): string => {
    const key = `errors.${error.reason ?? error.code}`;
    return t.has(key) ? t(key, { message: error.message }) : error.message;
  };
}
