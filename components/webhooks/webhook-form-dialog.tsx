"use client";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { useReasonText } from "@/components/ui/use-error-text";
import { ApiClientError } from "@/lib/api/client";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { EVENT_TYPE_NAMES } from "@/lib/events/event-types";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useCreateWebhook, type WebhookWithSecret } from "@/lib/webhooks/hooks/use-create-webhook";
import { useUpdateWebhook } from "@/lib/webhooks/hooks/use-update-webhook";
import { createWebhookBody, type WebhookEndpointAnswer } from "@/lib/webhooks/schemas";
import { EventTypePicker } from "./event-type-picker";

// The route's own url and description rules; "all events" is the API's empty list, chosen here in so many words.
const formSchema = createWebhookBody
  .pick({ url: true, description: true })
  .extend({ allEvents: z.boolean(), eventTypes: z.array(z.enum(EVENT_TYPE_NAMES)) })
  .refine((values) => values.allEvents || values.eventTypes.length > 0, { path: ["eventTypes"] });
type Values = z.input<typeof formSchema>;
const FIELDS = ["url", "description", "eventTypes"] as const;

/** Adds an endpoint (no `webhook` given) or edits one: URL, description and the events it receives. */
export function WebhookFormDialog({
  organizationId,
  webhook,
  onClose,
  onCreated,
  onSaved,
}: {
  organizationId: string;
  webhook?: WebhookEndpointAnswer;
  onClose: () => void;
  onCreated?: (created: WebhookWithSecret) => void;
  onSaved?: (saved: WebhookEndpointAnswer) => void;
}) {
  const t = useTranslations("webhooks.form");
  const common = useTranslations("common");
  const reasonText = useReasonText();
  const create = useCreateWebhook(organizationId);
  const update = useUpdateWebhook(organizationId);
  const pending = create.isPending || update.isPending;
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      url: webhook?.url ?? "",
      description: webhook?.description ?? "",
      allEvents: !webhook || webhook.eventTypes.length === 0,
      eventTypes: (webhook?.eventTypes ?? []).filter((type): type is (typeof EVENT_TYPE_NAMES)[number] =>
        (EVENT_TYPE_NAMES as readonly string[]).includes(type),
      ),
    },
  });
  const { errors } = form.formState;
  const allEvents = useWatch({ control: form.control, name: "allEvents" });
  const eventTypes = useWatch({ control: form.control, name: "eventTypes" });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const eventTypesToSend = values.allEvents ? [] : values.eventTypes;
    const description = values.description?.trim() ?? "";
    try {
      if (webhook) {
        const saved = await update.mutateAsync({
          webhookId: webhook._id,
          body: { url: values.url, description: description || null, eventTypes: eventTypesToSend },
        });
        onSaved?.(saved);
      } else {
        onCreated?.(await create.mutateAsync({ url: values.url, description: description || undefined, eventTypes: eventTypesToSend }));
      }
    } catch (e) {
      if (applyServerErrors(e, form.setError, FIELDS)) return;
      // A refused address belongs to the URL field; any other refusal (the endpoint limit) above the form.
      if (e instanceof ApiClientError && e.reason === "WEBHOOK_URL_NOT_ALLOWED") {
        form.setError("url", { type: "server", message: reasonText(e) ?? e.message });
        return;
      }
      setError(reasonText(e) ?? (e as Error).message);
    }
  });

  const formId = webhook ? "edit-webhook-form" : "add-webhook-form";
  return (
    <Dialog
      open
      onClose={onClose}
      title={webhook ? t("editTitle") : t("addTitle")}
      description={t("intro")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {common("cancel")}
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {webhook ? (pending ? t("saving") : t("save")) : pending ? t("adding") : t("add")}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <Field label={t("url")} hint={t("urlHint")} error={errors.url?.message}>
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            autoFocus
            placeholder="https://"
            {...form.register("url")}
          />
        </Field>
        <Field label={t("description")} hint={t("descriptionHint")} optionalLabel={common("optional")} error={errors.description?.message}>
          <Input autoComplete="off" maxLength={200} {...form.register("description")} />
        </Field>
        <EventTypePicker
          allEvents={allEvents}
          onAllEvents={(all) => {
            form.setValue("allEvents", all);
            form.clearErrors("eventTypes");
          }}
          selected={eventTypes}
          onChange={(types) => {
            form.setValue("eventTypes", types);
            if (types.length > 0) form.clearErrors("eventTypes");
          }}
          error={errors.eventTypes ? t("chooseAtLeastOne") : undefined}
        />
      </Form>
    </Dialog>
  );
}
