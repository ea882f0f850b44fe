"use client";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useFormatter, useTranslations } from "next-intl";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input, Select } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { useReasonText } from "@/components/ui/use-error-text";
import { applyServerErrors } from "@/lib/api/server-errors";
import { BREAKDOWNS } from "@/lib/delivery/schemas";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useCreateReportExport } from "@/lib/report-delivery/hooks/use-create-report-export";
import { useReportExports } from "@/lib/report-delivery/hooks/use-report-exports";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { breakdownsFor, perCampaignOf, ReportScopeField, reportScopeSchema } from "./report-scope-field";

const formSchema = z.object({
  query: z.object({ from: z.string().min(1), to: z.string().min(1), breakdown: z.enum(BREAKDOWNS) }),
  scope: reportScopeSchema,
});
type Values = z.input<typeof formSchema>;
// The route's names for the range's refusals (to before from, over 366 days): shown on the fields.
const FIELDS = ["query.from", "query.to", "query.breakdown"] as const;

const STATUS_TONES = { QUEUED: "gray", RUNNING: "blue", READY: "green", FAILED: "red" } as const;

/** Asks for a report over a long range to be built in the background, and lists the exports with a link once ready. */
export function LongRangeExportDialog({
  organizationId,
  campaignId,
  onClose,
}: {
  organizationId: string;
  campaignId: string | null;
  onClose: () => void;
}) {
  const t = useTranslations("campaigns.reportDelivery.export");
  const tb = useTranslations("campaigns.reportDelivery.schedule");
  const ts = useTranslations("campaigns.reportDelivery.scope");
  const format = useFormatter();
  const reasonText = useReasonText();
  const exports = useReportExports(organizationId);
  const create = useCreateReportExport(organizationId);
  const [error, setError] = useState<string | null>(null);
  const [today] = useState(() => utcDayOf(Date.now()));
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { query: { from: addUtcDays(today, -364), to: today, breakdown: "AD" }, scope: "PER_CAMPAIGN" },
  });
  const { errors } = form.formState;
  const scope = useWatch({ control: form.control, name: "scope" });
  const mine = (exports.data?.items ?? []).filter((item) => item.campaignId === campaignId);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await create.mutateAsync({
        campaignId,
        query: { ...values.query, granularity: "DAY" },
        perCampaign: campaignId ? true : perCampaignOf(values.scope),
      });
    } catch (e) {
      if (applyServerErrors(e, form.setError, FIELDS)) return;
      setError(reasonText(e) ?? (e as Error).message);
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("title")}
      description={t("intro")}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
          <Button type="submit" form="export-report-form" disabled={create.isPending}>
            {create.isPending ? t("saving") : t("save")}
          </Button>
        </>
      }
    >
      <Form id="export-report-form" onSubmit={onSubmit} className="space-y-4">
        {error && <Alert tone="error">{error}</Alert>}
        <div className="grid grid-cols-2 gap-3">
          <Field label={t("from")} error={errors.query?.from?.message}>
            <Input type="date" max={today} {...form.register("query.from")} />
          </Field>
          <Field label={t("to")} error={errors.query?.to?.message}>
            <Input type="date" max={today} {...form.register("query.to")} />
          </Field>
        </div>
        {!campaignId && (
          <ReportScopeField
            registration={form.register("scope", {
              onChange: (event) =>
                event.target.value !== "PER_CAMPAIGN" &&
                form.getValues("query.breakdown") === "AD" &&
                form.setValue("query.breakdown", "NONE"),
            })}
          />
        )}
        <Field label={t("breakdown")} error={errors.query?.breakdown?.message}>
          <Select {...form.register("query.breakdown")}>
            {breakdownsFor(scope).map((breakdown) => (
              <option key={breakdown} value={breakdown}>
                {tb(breakdown)}
              </option>
            ))}
          </Select>
        </Field>
      </Form>
      <section className="mt-5 border-t border-slate-100 pt-4" aria-label={t("list")}>
        <h3 className="text-sm font-medium text-slate-800">{t("list")}</h3>
        <QueryState isPending={exports.isPending} error={exports.error} onRetry={() => exports.refetch()}>
          {mine.length === 0 ? (
            <p className="mt-1 text-sm text-slate-500">{t("none")}</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100" data-testid="report-exports">
              {mine.map((item) => {
                const range = { from: item.query.from, to: item.query.to };
                return (
                  <li key={item._id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm text-slate-700">
                    <span className="tabular-nums">
                      {t("range", range)}
                      {!item.perCampaign && <span className="text-slate-500"> · {ts("tag")}</span>}
                    </span>
                    <span className="flex items-center gap-2">
                      <Badge tone={STATUS_TONES[item.status]}>{t(`status.${item.status}`)}</Badge>
                      {item.status === "READY" && item.rowCount !== null && (
                        <span className="text-xs text-slate-500">{t("rows", { count: format.number(item.rowCount) })}</span>
                      )}
                      {item.downloadPath && (
                        <a
                          href={item.downloadPath}
                          download
                          aria-label={t("downloadLabel", range)}
                          className="font-medium text-indigo-700 hover:underline"
                        >
                          {t("download")}
                        </a>
                      )}
                    </span>
                    {item.status === "FAILED" && item.errorMessage && <p className="w-full text-xs text-red-700">{item.errorMessage}</p>}
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </section>
    </Dialog>
  );
}
