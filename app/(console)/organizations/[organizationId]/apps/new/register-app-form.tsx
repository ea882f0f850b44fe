"use client";
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useController, useForm } from "react-hook-form";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { emptyToUndefined, PlatformUrlField } from "@/components/apps/platform-url-field";
import { TagsField } from "@/components/apps/tags-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { Form } from "@/components/ui/form";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { useCreateApp } from "@/lib/apps/hooks/use-create-app";
import { APP_PLATFORMS, platformUrlPath } from "@/lib/apps/platforms";
import type { createAppBody } from "@/lib/apps/schemas";
import { useCan } from "@/lib/members/hooks/use-me";

type Values = z.input<typeof createAppBody>;
const FIELDS = ["name", "platform", "tags", ...APP_PLATFORMS.map(platformUrlPath)];

export function RegisterAppForm({ organizationId }: { organizationId: string }) {
  const t = useTranslations("apps");
  const router = useRouter();
  const create = useCreateApp(organizationId);
  const can = useCan(organizationId, "app:create");
  const [error, setError] = useState<string | null>(null);
  // raw: the route takes the body as typed; the schema's output (derived platforms, default name) is the server's.
  const form = useForm<Values, unknown, Values>({
    resolver: lazyZodResolver(() => import("@/lib/apps/schemas").then((m) => m.createAppBody), undefined, { raw: true }),
    defaultValues: { platform: [] },
  });
  const tags = useController({ control: form.control, name: "tags" });
  const { errors } = form.formState;
  const chosen = form.watch("platform") ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const app = await create.mutateAsync(values);
      router.push(`/organizations/${organizationId}/apps/${app._id}`);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setError((e as Error).message);
    }
  });

  return (
    <>
      <PageHeader title={t("form.title")} description={t("form.subtitle")} />
      <Card className="max-w-2xl">
        <Form onSubmit={onSubmit} className="space-y-6">
          {error && <Alert tone="error">{error}</Alert>}
          <Field label={t("form.name")} hint={t("form.nameHint")} error={errors.name?.message}>
            <Input {...form.register("name", { setValueAs: emptyToUndefined })} placeholder="Untitled app" maxLength={120} />
          </Field>
          <fieldset aria-describedby="platforms-hint" aria-invalid={errors.platform ? true : undefined}>
            <legend className="text-sm font-medium text-slate-800">{t("form.platforms")}</legend>
            <p id="platforms-hint" className="text-xs text-slate-500">
              {t("form.platformsHint")}
            </p>
            <div className="mt-2 flex flex-wrap gap-4">
              {APP_PLATFORMS.map((platform) => (
                <label key={platform} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={platform}
                    className="h-4 w-4 rounded border-slate-300 text-indigo-600"
                    {...form.register("platform")}
                  />
                  {t(`platforms.${platform}`)}
                </label>
              ))}
            </div>
            {errors.platform?.message && (
              <p role="alert" className="mt-1 text-xs font-medium text-red-700">
                {errors.platform.message}
              </p>
            )}
          </fieldset>
          {APP_PLATFORMS.filter((platform) => chosen.includes(platform)).map((platform) => (
            <PlatformUrlField
              key={platform}
              platform={platform}
              registration={form.register(platformUrlPath(platform), { setValueAs: emptyToUndefined, shouldUnregister: true })}
              errors={errors}
            />
          ))}
          <TagsField field={tags.field} error={errors.tags} />
          <div className="flex items-center justify-between gap-4">
            <Link href={`/organizations/${organizationId}/apps`} className="text-sm text-slate-600 hover:underline">
              {t("form.cancel")}
            </Link>
            <Button type="submit" disabledReason={can.reason} disabled={create.isPending}>
              {create.isPending ? t("form.submitting") : t("form.submit")}
            </Button>
          </div>
        </Form>
      </Card>
    </>
  );
}
