"use client";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useFormatter, useTranslations } from "next-intl";
import { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { FormDialog } from "@/components/ui/form-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useReasonText } from "@/components/ui/use-error-text";
import { BREAKDOWNS } from "@/lib/delivery/schemas";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useCreateReportExport } from "@/lib/report-delivery/hooks/use-create-report-export";
import { useReportExports } from "@/lib/report-delivery/hooks/use-report-exports";
import { addUtcDays, utcDayOf } from "@/lib/utc-day";
import { DeliveryListSection } from "./delivery-list-section";
import { breakdownsFor, namesAds, perCampaignOf, ReportScopeField, reportScopeSchema } from "./report-scope-field";

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
  const [today] = useState(() => utcDayOf(Date.now()));
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { query: { from: addUtcDays(today, -364), to: today, breakdown: "AD" }, scope: "PER_CAMPAIGN" },
  });
  const { errors } = form.formState;
  const scope = useWatch({ control: form.control, name: "scope" });
  const mine = (exports.data?.items ?? []).filter((item) => item.campaignId === campaignId);

  const { onSubmit, error } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      await create.mutateAsync({
        campaignId,
        query: { ...values.query, granularity: "DAY" },
        perCampaign: campaignId ? true : perCampaignOf(values.scope),
      });
    },
    (e) => reasonText(e) ?? (e as Error).message,
  );

  return (
    <FormDialog
      title={t("title")}
      description={t("intro")}
      onClose={onClose}
      onSubmit={onSubmit}
      error={error}
      submitLabel={t("save")}
      pendingLabel={t("saving")}
      pending={create.isPending}
      cancelLabel={t("close")}
      after={
        <DeliveryListSection title={t("list")} empty={t("none")} query={exports} items={mine} testId="report-exports">
          {(item) => {
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
          }}
        </DeliveryListSection>
      }
    >
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
              namesAds(form.getValues("query.breakdown")) &&
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
    </FormDialog>
  );
}
