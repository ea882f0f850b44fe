"use client";
import { useState } from "react";
import { useController, useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { emptyToUndefined, PlatformUrlField } from "@/components/apps/platform-url-field";
import { TagsField } from "@/components/apps/tags-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { useUpdateApp } from "@/lib/apps/hooks/use-update-app";
import {
  APP_PLATFORMS,
  PLATFORM_SETTINGS_KEY,
  PLATFORM_URL_FIELD,
  platformUrl,
  platformUrlPath,
  type AppPlatform,
} from "@/lib/apps/platforms";
import type { updateAppBody, App, PlatformSettings } from "@/lib/apps/schemas";
import { useCan } from "@/lib/members/hooks/use-me";
import { appTarget } from "@/lib/permissions/statement-targets";

type Values = z.input<typeof updateAppBody>;
const FIELDS = ["name", "tags", ...APP_PLATFORMS.map(platformUrlPath)];

/** Every platform of the app gets its entry, so clearing an input clears that URL. */
function valuesOf(app: App): Values {
  const settings = app.platformSettings as PlatformSettings;
  const platformSettings: Record<string, Record<string, string | undefined>> = {};
  for (const platform of app.platform as AppPlatform[]) {
    platformSettings[PLATFORM_SETTINGS_KEY[platform]] = { [PLATFORM_URL_FIELD[platform]]: platformUrl(settings, platform) };
  }
  return { name: app.name, tags: app.tags ?? [], platformSettings };
}

export function AppSettingsForm({ app }: { app: App }) {
  const t = useTranslations("apps");
  const tc = useTranslations("common");
  const update = useUpdateApp(app.organizationId, app._id);
  const can = useCan(app.organizationId, "app:update", appTarget(app.organizationId, app._id));
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  // Platforms the app does not have yet, ticked to be added on save (each gets its own review).
  const [adding, setAdding] = useState<AppPlatform[]>([]);
  const missing = APP_PLATFORMS.filter((platform) => !(app.platform as AppPlatform[]).includes(platform));
  const form = useForm<Values, unknown, Values>({
    resolver: lazyZodResolver(() => import("@/lib/apps/schemas").then((m) => m.updateAppBody), undefined, { raw: true }),
    values: valuesOf(app),
    resetOptions: { keepDirtyValues: true },
  });
  const tags = useController({ control: form.control, name: "tags" });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await update.mutateAsync(adding.length ? { ...values, platform: [...(app.platform as AppPlatform[]), ...adding] } : values);
      setAdding([]);
      setStatus({ tone: "success", text: t("detail.saved") });
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setStatus({ tone: "error", text: (e as Error).message });
    }
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-5">
      {!can.allowed && can.reason !== tc("loading") && <Alert tone="info">{t("detail.readOnly")}</Alert>}
      {status && <Alert tone={status.tone}>{status.text}</Alert>}
      <fieldset disabled={!can.allowed} className="space-y-5">
        <Field label={t("form.name")} error={errors.name?.message}>
          <Input {...form.register("name")} />
        </Field>
        {(app.platform as AppPlatform[]).map((platform) => (
          <PlatformUrlField
            key={platform}
            platform={platform}
            registration={form.register(platformUrlPath(platform), { setValueAs: emptyToUndefined })}
            errors={errors}
          />
        ))}
        {missing.length > 0 && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-slate-800">{t("detail.addPlatform")}</legend>
            <p className="text-xs text-slate-500">{t("detail.addPlatformHint")}</p>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {missing.map((platform) => (
                <label key={platform} className="inline-flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="addPlatform"
                    value={platform}
                    className="h-4 w-4 rounded border-slate-300 text-indigo-600"
                    checked={adding.includes(platform)}
                    onChange={(event) =>
                      setAdding((list) => (event.target.checked ? [...list, platform] : list.filter((p) => p !== platform)))
                    }
                  />
                  {t(`platforms.${platform}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {adding.map((platform) => (
          <PlatformUrlField
            key={platform}
            platform={platform}
            registration={form.register(platformUrlPath(platform), { setValueAs: emptyToUndefined })}
            errors={errors}
          />
        ))}
        <TagsField field={tags.field} error={errors.tags} />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabledReason={can.reason} disabled={update.isPending || (!isDirty && adding.length === 0)}>
          {update.isPending ? tc("saving") : tc("save")}
        </Button>
      </div>
    </Form>
  );
}
