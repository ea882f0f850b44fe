"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRotateWebhookSecret } from "@/lib/webhooks/hooks/use-rotate-webhook-secret";
import { WebhookSecretDialog } from "@/components/webhooks/webhook-secret-dialog";

/** Asks, rotates, then shows the new secret once (and until when the previous one keeps signing). */
export function RotateSecretButton({
  organizationId,
  webhookId,
  disabledReason,
}: {
  organizationId: string;
  webhookId: string;
  disabledReason?: string;
}) {
  const t = useTranslations("webhooks.rotate");
  const rotate = useRotateWebhookSecret(organizationId, webhookId);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const doRotate = async () => {
    setError(null);
    try {
      await rotate.mutateAsync();
    } catch (e) {
      setError((e as Error).message);
    }
    setConfirming(false);
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} disabledReason={disabledReason}>
        {t("action")}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={doRotate}
        title={t("title")}
        description={t("description")}
        confirmLabel={rotate.isPending ? t("rotating") : t("confirm")}
        pending={rotate.isPending}
      />
      {/* The secret lives only in the mutation's result until this dialog closes; reset() drops it. */}
      {rotate.data && <WebhookSecretDialog webhook={rotate.data} rotated onClose={() => rotate.reset()} />}
    </>
  );
}
