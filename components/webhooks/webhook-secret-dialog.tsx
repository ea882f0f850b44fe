"use client";
import { useFormatter, useTranslations } from "next-intl";
import { SecretDialog } from "@/components/ui/secret-dialog";
import type { WebhookWithSecret } from "@/lib/webhooks/hooks/use-create-webhook";

/**
 * A new endpoint's or a rotated signing secret, shown once with a copy button; after a rotation it also says
 * until when the previous secret keeps signing. Nothing keeps the secret after the dialog closes.
 */
export function WebhookSecretDialog({ webhook, rotated, onClose }: { webhook: WebhookWithSecret; rotated: boolean; onClose: () => void }) {
  const t = useTranslations("webhooks.secret");
  const format = useFormatter();
  return (
    <SecretDialog
      title={rotated ? t("rotatedTitle") : t("createdTitle")}
      notice={
        <div className="space-y-2">
          <p className="font-medium">{t("warning")}</p>
          {rotated && webhook.previousSecretExpiresAt && (
            <p>{t("overlap", { time: format.dateTime(new Date(webhook.previousSecretExpiresAt), "short") })}</p>
          )}
          <p>{t("usage")}</p>
        </div>
      }
      label={t("label")}
      value={webhook.secret}
      closeLabel={t("close")}
      onClose={onClose}
    />
  );
}
