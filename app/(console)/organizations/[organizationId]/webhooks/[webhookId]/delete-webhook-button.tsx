"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DecisionSummary } from "@/components/ui/decision-summary";
import { useDeleteWebhook } from "@/lib/webhooks/hooks/use-delete-webhook";
import type { WebhookEndpointAnswer } from "@/lib/webhooks/schemas";
import { EventTypesSummary } from "@/components/webhooks/event-types-summary";

/** Deletes the endpoint after a confirmation naming it, then returns to the list. */
export function DeleteWebhookButton({
  organizationId,
  webhook,
  disabledReason,
}: {
  organizationId: string;
  webhook: WebhookEndpointAnswer;
  disabledReason?: string;
}) {
  const t = useTranslations("webhooks.delete");
  const router = useRouter();
  const remove = useDeleteWebhook(organizationId, webhook._id);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const doDelete = async () => {
    setError(null);
    try {
      await remove.mutateAsync();
      router.replace(`/organizations/${organizationId}/webhooks`);
    } catch (e) {
      setError((e as Error).message);
      setConfirming(false);
    }
  };
  return (
    <div className="space-y-2">
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)} disabledReason={disabledReason}>
        {t("action")}
      </Button>
      {error && <Alert tone="error">{error}</Alert>}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={doDelete}
        title={t("title")}
        description={
          <DecisionSummary
            rows={[
              [
                t("url"),
                <span key="url" className="font-mono break-all">
                  {webhook.url}
                </span>,
              ],
              [t("events"), <EventTypesSummary key="events" types={webhook.eventTypes} max={4} />],
            ]}
          >
            <p>{t("description")}</p>
          </DecisionSummary>
        }
        confirmLabel={remove.isPending ? t("deleting") : t("confirm")}
        danger
        pending={remove.isPending}
      />
    </div>
  );
}
