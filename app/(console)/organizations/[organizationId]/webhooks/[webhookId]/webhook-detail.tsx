"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { useReasonText } from "@/components/ui/use-error-text";
import { ApiClientError } from "@/lib/api/client";
import { useCan } from "@/lib/members/hooks/use-me";
import { useSendTestWebhook } from "@/lib/webhooks/hooks/use-send-test-webhook";
import { useWebhook } from "@/lib/webhooks/hooks/use-webhook";
import { EventTypesSummary } from "@/components/webhooks/event-types-summary";
import { WebhookState } from "@/components/webhooks/webhook-state";
import { DeleteWebhookButton } from "./delete-webhook-button";
import { DeliveriesList } from "./deliveries-list";
import { RotateSecretButton } from "./rotate-secret-button";

const WebhookFormDialog = dynamic(() => import("@/components/webhooks/webhook-form-dialog").then((m) => m.WebhookFormDialog), {
  ssr: false,
});

export function WebhookDetail({ organizationId, webhookId }: { organizationId: string; webhookId: string }) {
  const t = useTranslations("webhooks");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  const reasonText = useReasonText();
  const query = useWebhook(organizationId, webhookId);
  const manage = useCan(organizationId, "webhook:manage");
  const sendTest = useSendTestWebhook(organizationId, webhookId);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const webhook = query.data;
  const back = (
    <Link href={`/organizations/${organizationId}/webhooks`} className="text-sm font-medium text-indigo-700 hover:underline">
      ← {t("detail.back")}
    </Link>
  );
  if (query.error instanceof ApiClientError && (query.error.statusCode === 404 || query.error.statusCode === 400)) {
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error">{t("detail.notFound")}</Alert>
      </div>
    );
  }
  const test = async () => {
    setNotice(null);
    try {
      await sendTest.mutateAsync();
      setNotice({ tone: "success", text: t("test.sent") });
    } catch (e) {
      setNotice({ tone: "error", text: reasonText(e) ?? (e as Error).message });
    }
  };
  // An endpoint that is off refuses test events and resends (409 WEBHOOK_DISABLED): say so on the buttons instead.
  const sendReason = manage.reason ?? (webhook && !webhook.enabled ? t("test.turnOnFirst") : undefined);
  const overlapUntil = webhook?.previousSecretExpiresAt ? new Date(webhook.previousSecretExpiresAt) : null;

  return (
    <>
      <div className="mb-3">{back}</div>
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {webhook && (
          <>
            <PageHeader
              title={<span className="font-mono text-xl break-all">{webhook.url}</span>}
              description={webhook.description ?? undefined}
              actions={
                <>
                  <Button variant="secondary" onClick={() => setEditing(true)} disabledReason={manage.reason}>
                    {t("actions.edit")}
                  </Button>
                  <Button onClick={test} disabled={sendTest.isPending} disabledReason={sendReason}>
                    {sendTest.isPending ? t("test.sending") : t("test.action")}
                  </Button>
                </>
              }
            />
            {notice && (
              <Alert tone={notice.tone} className="mb-4">
                {notice.text}
              </Alert>
            )}
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <Card title={t("detail.about")} className="lg:order-2">
                <dl className="space-y-4 text-sm">
                  <div className="space-y-1">
                    <dt className="text-slate-500">{t("detail.status")}</dt>
                    <dd>
                      <WebhookState organizationId={organizationId} webhook={webhook} disabledReason={manage.reason} detailed />
                    </dd>
                  </div>
                  <div className="space-y-1">
                    <dt className="text-slate-500">{t("detail.events")}</dt>
                    <dd>
                      <EventTypesSummary types={webhook.eventTypes} />
                    </dd>
                  </div>
                  <div className="space-y-1">
                    <dt className="text-slate-500">{t("detail.added")}</dt>
                    <dd className="text-slate-900">{format.dateTime(new Date(webhook.createdAt), "short")}</dd>
                  </div>
                  <div className="space-y-1">
                    <dt className="text-slate-500">{t("detail.secret")}</dt>
                    <dd className="space-y-2">
                      <p className="font-mono text-slate-900">whsec_••••••••</p>
                      <p className="text-xs text-slate-500">{t("detail.secretHidden")}</p>
                      {overlapUntil && overlapUntil > now && (
                        <p className="text-xs font-medium text-amber-800">
                          {t("rotate.overlapActive", { time: format.dateTime(overlapUntil, "short") })}
                        </p>
                      )}
                      <RotateSecretButton organizationId={organizationId} webhookId={webhook._id} disabledReason={manage.reason} />
                    </dd>
                  </div>
                </dl>
                <div className="mt-5 border-t border-slate-100 pt-4">
                  <DeleteWebhookButton organizationId={organizationId} webhook={webhook} disabledReason={manage.reason} />
                </div>
              </Card>
              <DeliveriesList organizationId={organizationId} webhookId={webhook._id} resendReason={sendReason} />
            </div>
          </>
        )}
      </QueryState>
      {editing && webhook && (
        <WebhookFormDialog
          organizationId={organizationId}
          webhook={webhook}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setNotice({ tone: "success", text: t("form.saved") });
          }}
        />
      )}
    </>
  );
}
