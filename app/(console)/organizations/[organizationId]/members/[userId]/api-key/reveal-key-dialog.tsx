"use client";
import { useTranslations } from "next-intl";
import { SecretDialog } from "@/components/ui/secret-dialog";

/** Shows a freshly issued key once, with a copy button. Nothing keeps it after the dialog closes. */
export function RevealKeyDialog({ apiKey, onClose }: { apiKey: string; onClose: () => void }) {
  const t = useTranslations("members.key");
  return (
    <SecretDialog
      title={t("revealTitle")}
      notice={t("revealWarning")}
      label={t("revealLabel")}
      value={apiKey}
      closeLabel={t("stored")}
      onClose={onClose}
    />
  );
}
