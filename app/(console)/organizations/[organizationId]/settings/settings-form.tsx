"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { TimeZonePicker } from "@/components/time-zone-picker";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { useCan } from "@/lib/members/hooks/use-me";
import { useUpdateOrganization } from "@/lib/organizations/hooks/use-update-organization";
import type { updateOrganizationBody, Organization } from "@/lib/organizations/schemas";

type Values = z.input<typeof updateOrganizationBody>;
const FIELDS = ["name", "description", "timeZone"] as const;

export function SettingsForm({ organization }: { organization: Organization }) {
  const t = useTranslations();
  const router = useRouter();
  const update = useUpdateOrganization(organization._id);
  const can = useCan(organization._id, "organization:update");
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: lazyZodResolver(() => import("@/lib/organizations/schemas").then((m) => m.updateOrganizationBody)),
    values: { name: organization.name, description: organization.description ?? "", timeZone: organization.timeZone },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const saved = await update.mutateAsync(values);
      setStatus({ tone: "success", text: t("settings.saved") });
      // The organization's pages format in its zone from the server's layout: render them again with the new one.
      if (saved.timeZone !== organization.timeZone) router.refresh();
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setStatus({ tone: "error", text: (e as Error).message });
    }
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {!can.allowed && can.reason !== t("common.loading") && <Alert tone="info">{t("settings.readOnly")}</Alert>}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <fieldset disabled={!can.allowed} className="space-y-5">
        <Field label={t("settings.name")} hint={t("settings.nameHint")} error={errors.name?.message}>
          <Input {...form.register("name")} />
        </Field>
        <Field label={t("settings.description")} hint={t("settings.descriptionHint")} error={errors.description?.message}>
          <Textarea rows={4} {...form.register("description")} />
        </Field>
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field }) => (
            <TimeZonePicker
              value={field.value ?? "UTC"}
              onChange={field.onChange}
              label={t("settings.timeZone")}
              hint={t("settings.timeZoneHint")}
              error={errors.timeZone?.message}
              disabled={!can.allowed}
            />
          )}
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabledReason={can.reason} disabled={update.isPending || !isDirty}>
          {update.isPending ? t("common.saving") : t("common.save")}
        </Button>
      </div>
    </Form>
  );
}
