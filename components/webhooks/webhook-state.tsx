"use client";
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { useUpdateWebhook } from "@/lib/webhooks/hooks/use-update-webhook";
import type { WebhookEndpointAnswer } from "@/lib/webhooks/schemas";

/**
 * Whether an endpoint receives events: its switch, or, when the server turned it off after failing for the whole
 * retry period, that in words with "Turn on again". An enabled endpoint that is failing says since when.
 */
export function WebhookState({
  organizationId,
  webhook,
  disabledReason,
  detailed,
}: {
  organizationId: string;
  webhook: WebhookEndpointAnswer;
  /** Why the caller may not change it (no webhook:manage). */
  disabledReason?: string;
  /** The endpoint's page: the failing state's explanation in full. */
  detailed?: boolean;
}) {
  const t = useTranslations("webhooks");
  const format = useFormatter();
  const update = useUpdateWebhook(organizationId);
  const [error, setError] = useState<string | null>(null);
  const setEnabled = async (enabled: boolean) => {
    setError(null);
    try {
      await update.mutateAsync({ webhookId: webhook._id, body: { enabled } });
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const failed = !webhook.enabled && webhook.disabledReason === "FAILING";
  return (
    <div className="space-y-2">
      {failed ? (
        <div className={detailed ? "space-y-2" : "space-y-1.5"}>
          <Badge tone="red" className="whitespace-normal">
            {t("status.failedOff")}
          </Badge>
          {detailed && <p className="text-sm text-slate-600">{t("failingHint")}</p>}
          <div>
            <Button size="sm" onClick={() => setEnabled(true)} disabled={update.isPending} disabledReason={disabledReason}>
              {t("status.turnOnAgain")}
            </Button>
          </div>
        </div>
      ) : (
        <div className={detailed ? "flex items-center gap-2" : "flex items-center gap-2 max-sm:justify-end"}>
          <Switch
            checked={webhook.enabled}
            onChange={setEnabled}
            label={t("status.switchLabel", { url: webhook.url })}
            disabled={update.isPending}
            disabledReason={disabledReason}
          />
          <span className={webhook.enabled ? "text-sm font-medium text-slate-900" : "text-sm text-slate-500"}>
            {webhook.enabled ? t("status.on") : t("status.off")}
          </span>
        </div>
      )}
      {webhook.enabled && webhook.failingSince && (
        <p className="text-xs font-medium whitespace-normal text-amber-800">
          {t("status.failingSince", { date: format.dateTime(new Date(webhook.failingSince), "short") })}
        </p>
      )}
      {error && (
        <Alert tone="error" className="whitespace-normal">
          {error}
        </Alert>
      )}
    </div>
  );
}
