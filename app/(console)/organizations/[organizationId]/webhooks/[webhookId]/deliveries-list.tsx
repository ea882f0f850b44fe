"use client";
import { useId, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { QueryState } from "@/components/ui/query-state";
import { useReasonText } from "@/components/ui/use-error-text";
import { useLabels } from "@/lib/i18n/use-labels";
import { useResendWebhookDelivery } from "@/lib/webhooks/hooks/use-resend-webhook-delivery";
import { useWebhookDeliveries } from "@/lib/webhooks/hooks/use-webhook-deliveries";
import type { DeliveryFilter } from "@/lib/webhooks/query-keys";
import type { WebhookDeliveryAnswer } from "@/lib/webhooks/schemas";
import { WEBHOOK_DELIVERY_STATUSES } from "@/lib/webhooks/webhook-constants";
import { DeliveryAttempts, HttpStatus } from "./delivery-attempts";

const DELIVERY_TONE: Record<WebhookDeliveryAnswer["status"], BadgeTone> = { PENDING: "yellow", SUCCEEDED: "green", FAILED: "red" };

/** An endpoint's deliveries, newest first, with a status filter, "load more", and each one's attempts on demand. */
export function DeliveriesList({
  organizationId,
  webhookId,
  resendReason,
}: {
  organizationId: string;
  webhookId: string;
  /** Why resending is refused (no webhook:manage, or the endpoint is off). */
  resendReason?: string;
}) {
  const t = useTranslations("webhooks.delivery");
  const statusLabel = useTranslations("labels");
  const filterId = useId();
  const [filter, setFilter] = useState<DeliveryFilter>({});
  const query = useWebhookDeliveries(organizationId, webhookId, filter);
  const deliveries = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card
      title={t("title")}
      description={t("subtitle")}
      actions={
        <div className="flex shrink-0 items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-slate-600">
            {t("filter")}
          </label>
          <Select
            id={filterId}
            className="w-auto"
            value={filter.status ?? ""}
            onChange={(e) => setFilter(e.target.value ? { status: e.target.value as DeliveryFilter["status"] } : {})}
          >
            <option value="">{t("filterAll")}</option>
            {WEBHOOK_DELIVERY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statusLabel(`webhookDeliveryStatuses.${status}`)}
              </option>
            ))}
          </Select>
        </div>
      }
    >
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {deliveries.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600">{filter.status ? t("emptyFiltered") : t("empty")}</p>
        ) : (
          <ul className="-mx-5 -mt-4 -mb-1 divide-y divide-slate-100" aria-label={t("title")}>
            {deliveries.map((delivery) => (
              <DeliveryRow
                key={delivery._id}
                organizationId={organizationId}
                webhookId={webhookId}
                delivery={delivery}
                resendReason={resendReason}
              />
            ))}
          </ul>
        )}
        <LoadMore query={query} label={t("loadMore")} />
      </QueryState>
    </Card>
  );
}

function DeliveryRow({
  organizationId,
  webhookId,
  delivery,
  resendReason,
}: {
  organizationId: string;
  webhookId: string;
  delivery: WebhookDeliveryAnswer;
  /** Why resending is refused (no webhook:manage, or the endpoint is off). */
  resendReason?: string;
}) {
  const t = useTranslations("webhooks.delivery");
  const statusLabel = useTranslations("labels");
  const format = useFormatter();
  const labels = useLabels();
  const reasonText = useReasonText();
  const resend = useResendWebhookDelivery(organizationId, webhookId);
  const attemptsId = useId();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const latest = delivery.tries[0];
  const doResend = async () => {
    setResult(null);
    try {
      await resend.mutateAsync(delivery._id);
      setResult({ tone: "success", text: t("resent") });
    } catch (e) {
      setResult({ tone: "error", text: reasonText(e) ?? (e as Error).message });
    }
  };
  return (
    <li className="px-5 py-3" data-testid={`delivery-${delivery._id}`}>
      <div className="flex items-start justify-between gap-x-4 gap-y-2 max-sm:flex-col">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={DELIVERY_TONE[delivery.status]}>{statusLabel(`webhookDeliveryStatuses.${delivery.status}`)}</Badge>
            <span className="font-medium text-slate-900">
              {delivery.eventType === "webhook.test" ? t("testEvent") : labels.eventType(delivery.eventType)}
            </span>
            <code className="text-xs text-slate-500">{delivery.eventType}</code>
          </div>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
            <time dateTime={delivery.createdAt}>{format.dateTime(new Date(delivery.createdAt), "short")}</time>
            <span aria-hidden="true">·</span>
            <span>{t("attempts", { count: delivery.attempts })}</span>
            {latest && (
              <>
                <span aria-hidden="true">·</span>
                <HttpStatus statusCode={latest.statusCode} />
                <span>{t("attempt.latencyValue", { ms: latest.durationMs })}</span>
              </>
            )}
            {delivery.status === "PENDING" && delivery.nextAttemptAt && (
              <>
                <span aria-hidden="true">·</span>
                <span>{t("nextAttempt", { time: format.dateTime(new Date(delivery.nextAttemptAt), "short") })}</span>
              </>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            size="sm"
            variant="ghost"
            className="shadow-none"
            aria-expanded={open}
            aria-controls={attemptsId}
            onClick={() => setOpen(!open)}
          >
            {open ? t("hideAttempts") : t("showAttempts")}
          </Button>
          <Button size="sm" variant="secondary" onClick={doResend} disabled={resend.isPending} disabledReason={resendReason}>
            {t("resend")}
          </Button>
        </div>
      </div>
      {result && (
        <Alert tone={result.tone} className="mt-2 py-2">
          {result.text}
        </Alert>
      )}
      <div id={attemptsId} hidden={!open}>
        {open && <DeliveryAttempts tries={delivery.tries} />}
      </div>
    </li>
  );
}
