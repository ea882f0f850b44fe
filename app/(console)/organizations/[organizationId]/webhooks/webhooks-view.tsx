"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { QueryState } from "@/components/ui/query-state";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import { useCan } from "@/lib/members/hooks/use-me";
import type { WebhookWithSecret } from "@/lib/webhooks/hooks/use-create-webhook";
import { useWebhooks } from "@/lib/webhooks/hooks/use-webhooks";
import type { WebhookEndpointAnswer } from "@/lib/webhooks/schemas";
import { WEBHOOKS_MAX } from "@/lib/webhooks/webhook-constants";
import { EventTypesSummary } from "@/components/webhooks/event-types-summary";
import { WebhookSecretDialog } from "@/components/webhooks/webhook-secret-dialog";
import { WebhookState } from "@/components/webhooks/webhook-state";

// The form (react-hook-form, zod) loads when its dialog opens, not with the list.
const WebhookFormDialog = dynamic(() => import("@/components/webhooks/webhook-form-dialog").then((m) => m.WebhookFormDialog), {
  ssr: false,
});

type Open = { kind: "add" } | { kind: "edit"; webhook: WebhookEndpointAnswer } | { kind: "secret"; webhook: WebhookWithSecret } | null;

export function WebhooksView({ organizationId }: { organizationId: string }) {
  const t = useTranslations("webhooks");
  const query = useWebhooks(organizationId);
  const manage = useCan(organizationId, "webhook:manage");
  const [open, setOpen] = useState<Open>(null);
  const webhooks = query.data?.items ?? [];
  const addReason = manage.reason ?? (webhooks.length >= WEBHOOKS_MAX ? t("limitReached", { max: WEBHOOKS_MAX }) : undefined);
  const base = `/organizations/${organizationId}/webhooks`;

  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("subtitle")}
        actions={
          <Button onClick={() => setOpen({ kind: "add" })} disabledReason={addReason}>
            {t("add")}
          </Button>
        }
      />
      <QueryState isPending={query.isPending} error={query.error} onRetry={() => query.refetch()}>
        {webhooks.length === 0 ? (
          <TableEmpty>{t("empty")}</TableEmpty>
        ) : (
          <Table caption={t("table.caption")}>
            <thead>
              <tr>
                <Th>{t("table.endpoint")}</Th>
                <Th>{t("table.events")}</Th>
                <Th>{t("table.status")}</Th>
                <Th className="relative text-right">
                  <span className="sr-only">{t("table.actions")}</span>
                </Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {webhooks.map((webhook) => (
                <tr key={webhook._id} data-testid={`webhook-${webhook._id}`} className="align-top">
                  <Td className="max-w-[24rem] min-w-[14rem] whitespace-normal">
                    <Link
                      href={`${base}/${webhook._id}`}
                      className="line-clamp-2 font-mono text-sm font-medium break-all text-indigo-700 hover:underline"
                      title={webhook.url}
                    >
                      {webhook.url}
                    </Link>
                    {webhook.description && (
                      <p className="truncate text-xs text-slate-500" title={webhook.description}>
                        {webhook.description}
                      </p>
                    )}
                  </Td>
                  <Td label={t("table.events")} className="max-w-[20rem] min-w-[12rem] whitespace-normal">
                    <EventTypesSummary types={webhook.eventTypes} max={3} />
                  </Td>
                  <Td label={t("table.status")} className="min-w-[11rem] whitespace-normal">
                    <WebhookState organizationId={organizationId} webhook={webhook} disabledReason={manage.reason} />
                  </Td>
                  <Td className="text-right">
                    <div className="flex justify-end gap-1 max-sm:justify-start">
                      <Button
                        size="sm"
                        variant="ghost"
                        className="shadow-none"
                        disabledReason={manage.reason}
                        onClick={() => setOpen({ kind: "edit", webhook })}
                      >
                        {t("actions.edit")}
                        <span className="sr-only"> {webhook.url}</span>
                      </Button>
                      <Link
                        href={`${base}/${webhook._id}`}
                        className="rounded-md px-2.5 py-1.5 text-xs font-semibold text-indigo-700 hover:bg-indigo-50"
                        aria-label={`${t("actions.deliveries")}: ${webhook.url}`}
                      >
                        {t("actions.deliveries")} →
                      </Link>
                    </div>
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </QueryState>

      {open?.kind === "add" && (
        <WebhookFormDialog
          organizationId={organizationId}
          onClose={() => setOpen(null)}
          onCreated={(webhook) => setOpen({ kind: "secret", webhook })}
        />
      )}
      {open?.kind === "edit" && (
        <WebhookFormDialog
          organizationId={organizationId}
          webhook={open.webhook}
          onClose={() => setOpen(null)}
          onSaved={() => setOpen(null)}
        />
      )}
      {open?.kind === "secret" && <WebhookSecretDialog webhook={open.webhook} rotated={false} onClose={() => setOpen(null)} />}
    </>
  );
}
