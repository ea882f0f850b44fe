"use client";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { emptyToUndefined } from "@/components/apps/platform-url-field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input, Select } from "@/components/ui/input";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import type { AttributionPlatform } from "@/lib/attribution/partners";
import { useTestPostback } from "@/lib/attribution/receiver/hooks/use-test-postback";
import type { testPostbackBody, testPostbackResultSchema } from "@/lib/attribution/receiver/schemas";
import { lazyZodResolver } from "@/lib/i18n/lazy-zod-resolver";

type Values = z.input<typeof testPostbackBody>;
type Result = z.output<typeof testPostbackResultSchema>;
const FIELDS = ["platform", "adId", "kind", "eventName", "revenue", "currency"];

/**
 * Sends one postback in the partner's own format through the real receiver and says what became of it (counted,
 * unmatched and why, or refused); the receiver's record of it is taken out again, so it shows in no report.
 */
export function TestPostback({
  organizationId,
  appId,
  platforms,
  can,
}: {
  organizationId: string;
  appId: string;
  platforms: AttributionPlatform[];
  can: { allowed: boolean };
}) {
  const t = useTranslations("apps");
  const send = useTestPostback(organizationId, appId);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Values>({
    resolver: lazyZodResolver(() => import("@/lib/attribution/receiver/schemas").then((m) => m.testPostbackBody), undefined, {
      raw: true,
    }),
    defaultValues: { platform: platforms[0], kind: "INSTALL" },
  });
  const kind = useWatch({ control: form.control, name: "kind" });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setResult(null);
    try {
      setResult(await send.mutateAsync({ ...values, adId: values.adId || null }));
    } catch (e) {
      if (!applyServerErrors(e, form.setError, FIELDS)) setError((e as Error).message);
    }
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-4" data-testid="test-postback">
      <p className="text-sm text-slate-600">{t("attribution.test.intro")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <fieldset disabled={!can.allowed} className="grid gap-4 sm:grid-cols-2">
        {platforms.length > 1 && (
          <Field label={t("attribution.test.platform")} error={errors.platform?.message}>
            <Select {...form.register("platform")}>
              {platforms.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`platforms.${platform}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={t("attribution.test.kind")} error={errors.kind?.message}>
          <Select {...form.register("kind")}>
            <option value="INSTALL">{t("postbackLog.kind.INSTALL")}</option>
            <option value="EVENT">{t("postbackLog.kind.EVENT")}</option>
          </Select>
        </Field>
        <Field label={t("attribution.test.adId")} hint={t("attribution.test.adIdHint")} error={errors.adId?.message}>
          <Input {...form.register("adId", { setValueAs: emptyToUndefined })} spellCheck={false} autoComplete="off" className="font-mono" />
        </Field>
        {kind === "EVENT" && (
          <>
            <Field label={t("attribution.test.eventName")} error={errors.eventName?.message}>
              <Input {...form.register("eventName", { setValueAs: emptyToUndefined })} placeholder="af_purchase" spellCheck={false} />
            </Field>
            <Field label={t("attribution.test.revenue")} error={errors.revenue?.message ?? errors.currency?.message}>
              <div className="flex gap-2">
                <Input {...form.register("revenue", { setValueAs: emptyToUndefined })} inputMode="decimal" placeholder="4.99" />
                <Input
                  {...form.register("currency", {
                    setValueAs: (v: unknown) => emptyToUndefined(typeof v === "string" ? v.toUpperCase() : v),
                  })}
                  placeholder="USD"
                  maxLength={3}
                  className="w-24"
                  aria-label={t("attribution.test.currency")}
                />
              </div>
            </Field>
          </>
        )}
      </fieldset>
      <Button type="submit" disabled={!can.allowed || send.isPending}>
        {t("attribution.test.send")}
      </Button>
      {result && (
        <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm" data-testid="test-postback-result">
          <p className="font-medium text-slate-900">
            {result.outcome
              ? t("attribution.test.became", { outcome: t(`postbackLog.outcome.${result.outcome}`), status: result.status })
              : t("attribution.test.refused", { status: result.status, reason: result.reason ?? "" })}
          </p>
          {result.outcomeReason && <p className="text-slate-600">{result.outcomeReason}</p>}
          {result.message && !result.outcome && <p className="text-slate-600">{result.message}</p>}
          <p className="text-xs text-slate-500">{t("attribution.test.sent")}</p>
          <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded bg-white p-2 font-mono text-xs text-slate-700">
            {result.request}
          </pre>
        </div>
      )}
    </Form>
  );
}
