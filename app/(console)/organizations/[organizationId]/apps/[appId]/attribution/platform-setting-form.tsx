"use client";
import { useState } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { emptyToUndefined } from "@/components/apps/platform-url-field";
import { TagsField } from "@/components/apps/tags-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input, Select } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { ATTRIBUTION_PARTNERS, type AttributionPlatform } from "@/lib/attribution/partners";
import { useDeleteAttributionSetting, usePutAttributionSetting } from "@/lib/attribution/settings/hooks/use-attribution";
import { withOwnExtra, type AttributionSetting, type attributionSettingBody } from "@/lib/attribution/settings/schemas";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";

type Values = z.input<typeof attributionSettingBody>;
const FIELDS = [
  "partner",
  "partnerAppId",
  "partnerSettings.trackerToken",
  "partnerSettings.linkBase",
  "partnerSettings.linkTemplate",
  "conversionEvents",
  "revenueEvents",
];

const valuesOf = (setting: AttributionSetting | undefined): Values => ({
  partner: setting?.partner ?? "APPSFLYER",
  partnerAppId: setting?.partnerAppId ?? "",
  partnerSettings: setting?.partnerSettings ?? {},
  conversionEvents: setting?.conversionEvents ?? [],
  revenueEvents: setting?.revenueEvents ?? [],
});

/** One platform's partner, the app's id there, the link's extras and the events that count. */
export function PlatformSettingForm({
  organizationId,
  appId,
  platform,
  setting,
  can,
}: {
  organizationId: string;
  appId: string;
  platform: AttributionPlatform;
  setting: AttributionSetting | undefined;
  can: { allowed: boolean; reason?: string };
}) {
  const t = useTranslations("apps");
  const put = usePutAttributionSetting(organizationId, appId, platform);
  const remove = useDeleteAttributionSetting(organizationId, appId, platform);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Values, unknown, Values>({
    resolver: lazyZodResolver(
      () => import("@/lib/attribution/settings/schemas").then((m) => m.attributionSettingFormFor(platform)),
      undefined,
      { raw: true },
    ),
    values: valuesOf(setting),
    resetOptions: { keepDirtyValues: true },
  });
  const partner = useWatch({ control: form.control, name: "partner" });
  const conversionEvents = useController({ control: form.control, name: "conversionEvents" });
  const revenueEvents = useController({ control: form.control, name: "revenueEvents" });
  const { errors, isDirty } = form.formState;
  const hintKey = partner === "APPSFLYER" ? `APPSFLYER_${platform}` : partner;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      // Only the chosen partner's extra goes: the others' fields may still hold what was typed before switching.
      await put.mutateAsync(withOwnExtra(values));
      setStatus({ tone: "success", text: t("attribution.saved") });
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setStatus({ tone: "error", text: (e as Error).message });
    }
  });

  const confirmRemove = async () => {
    setStatus(null);
    try {
      await remove.mutateAsync(undefined);
      form.reset(valuesOf(undefined));
      setStatus({ tone: "success", text: t("attribution.removed") });
    } catch (e) {
      setStatus({ tone: "error", text: (e as Error).message });
    }
    setConfirming(false);
  };

  return (
    <>
      <Form onSubmit={onSubmit} className="space-y-4" data-testid={`attribution-form-${platform}`}>
        {status && <Alert tone={status.tone}>{status.text}</Alert>}
        <fieldset disabled={!can.allowed} className="space-y-4">
          <Field label={t("attribution.partner")} error={errors.partner?.message}>
            <Select {...form.register("partner")}>
              {ATTRIBUTION_PARTNERS.map((name) => (
                <option key={name} value={name}>
                  {t(`attribution.partners.${name}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label={t(`attribution.appId.${partner}`)}
            hint={t(`attribution.appIdHint.${hintKey}`)}
            error={errors.partnerAppId?.message}
          >
            <Input {...form.register("partnerAppId")} spellCheck={false} autoComplete="off" />
          </Field>
          {partner === "ADJUST" && (
            <Field
              label={t("attribution.trackerToken")}
              hint={t("attribution.trackerTokenHint")}
              error={errors.partnerSettings?.trackerToken?.message}
            >
              <Input {...form.register("partnerSettings.trackerToken", { setValueAs: emptyToUndefined })} spellCheck={false} />
            </Field>
          )}
          {partner === "SINGULAR" && (
            <Field label={t("attribution.linkBase")} hint={t("attribution.linkBaseHint")} error={errors.partnerSettings?.linkBase?.message}>
              <Input {...form.register("partnerSettings.linkBase", { setValueAs: emptyToUndefined })} spellCheck={false} />
            </Field>
          )}
          {partner === "GENERIC" && (
            <Field
              label={t("attribution.linkTemplate")}
              hint={t("attribution.linkTemplateHint")}
              error={errors.partnerSettings?.linkTemplate?.message}
            >
              <Input
                {...form.register("partnerSettings.linkTemplate", { setValueAs: emptyToUndefined })}
                spellCheck={false}
                className="font-mono"
              />
            </Field>
          )}
          <TagsField
            field={{ ...conversionEvents.field, value: conversionEvents.field.value ?? [] }}
            error={errors.conversionEvents}
            label={t("attribution.conversionEvents")}
            hint={t("attribution.conversionEventsHint")}
            placeholder="af_complete_registration, af_purchase"
          />
          <TagsField
            field={{ ...revenueEvents.field, value: revenueEvents.field.value ?? [] }}
            error={errors.revenueEvents}
            label={t("attribution.revenueEvents")}
            hint={t("attribution.revenueEventsHint")}
            placeholder="af_purchase"
          />
        </fieldset>
        <div className="flex flex-wrap justify-end gap-2">
          {setting && (
            <Button type="button" variant="secondary" disabledReason={can.reason} onClick={() => setConfirming(true)}>
              {t("attribution.remove")}
            </Button>
          )}
          <Button type="submit" disabledReason={can.reason} disabled={put.isPending || (!!setting && !isDirty)}>
            {put.isPending ? t("attribution.saving") : t("attribution.save")}
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirmRemove}
        title={t("attribution.removeTitle", { platform: t(`platforms.${platform}`) })}
        description={t("attribution.removeText")}
        confirmLabel={t("attribution.remove")}
        danger
        pending={remove.isPending}
      />
    </>
  );
}
