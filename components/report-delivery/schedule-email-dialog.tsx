"use client";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { QueryState } from "@/components/ui/query-state";
import { useReasonText } from "@/components/ui/use-error-text";
import { ApiClientError } from "@/lib/api/client";
import { zodResolver } from "@/lib/i18n/zod-resolver";
import { useMembers } from "@/lib/members/hooks/use-members";
import { useCreateReportSchedule } from "@/lib/report-delivery/hooks/use-create-report-schedule";
import { useDeleteReportSchedule } from "@/lib/report-delivery/hooks/use-delete-report-schedule";
import { useReportSchedules } from "@/lib/report-delivery/hooks/use-report-schedules";
import { FREQUENCIES } from "@/lib/report-delivery-values";
import { scheduleRequestFields } from "@/lib/report-delivery/schemas";
import { zoneLabel } from "@/lib/time-zone";
import { DeliveryListSection } from "./delivery-list-section";
import { breakdownsFor, namesAds, perCampaignOf, ReportScopeField, reportScopeSchema } from "./report-scope-field";

const formSchema = scheduleRequestFields
  .pick({ frequency: true, breakdown: true })
  .extend({ recipientIds: z.array(z.string()).min(1), scope: reportScopeSchema });
type Values = z.input<typeof formSchema>;
const FIELDS = ["frequency", "breakdown", "recipientIds"] as const;

/** Schedules a weekly or monthly report e-mail to chosen members, and lists (and deletes) the ones of this report. */
export function ScheduleEmailDialog({
  organizationId,
  campaignId,
  onClose,
}: {
  organizationId: string;
  campaignId: string | null;
  onClose: () => void;
}) {
  const t = useTranslations("campaigns.reportDelivery.schedule");
  const ts = useTranslations("campaigns.reportDelivery.scope");
  const format = useFormatter();
  const zone = useTimeZone() ?? "UTC";
  const reasonText = useReasonText();
  const members = useMembers(organizationId);
  const schedules = useReportSchedules(organizationId);
  const create = useCreateReportSchedule(organizationId);
  const remove = useDeleteReportSchedule(organizationId);
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { frequency: "WEEKLY", breakdown: "AD", recipientIds: [], scope: "PER_CAMPAIGN" },
  });
  const { errors } = form.formState;
  // The members the server refused as recipients because their role does not read this report (marked in the list).
  const [cannotRead, setCannotRead] = useState<ReadonlySet<string>>(new Set());
  const scope = useWatch({ control: form.control, name: "scope" });
  const accepted = (members.data?.pages.flatMap((page) => page.items) ?? []).filter((m) => m.invitationStatus !== "PENDING");
  const mine = (schedules.data?.items ?? []).filter((schedule) => schedule.campaignId === campaignId);
  // With the weekday: a weekly e-mail goes out on Mondays.
  const when = (iso: string) =>
    format.dateTime(new Date(iso), {
      weekday: "short",
      year: "numeric",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
    });

  const { onSubmit, error, setError } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      const { scope: chosen, ...rest } = values;
      setCannotRead(new Set());
      try {
        await create.mutateAsync({ ...rest, campaignId, perCampaign: campaignId ? true : perCampaignOf(chosen) });
      } catch (e) {
        if (e instanceof ApiClientError && e.reason === "RECIPIENT_CANNOT_READ") {
          // details name the refused entries as recipientIds.<index>
          setCannotRead(new Set(e.details.map((detail) => rest.recipientIds[Number(detail.path.split(".")[1])]).filter(Boolean)));
        }
        throw e;
      }
      form.reset({ ...values, recipientIds: [] });
    },
    (e) => reasonText(e) ?? (e as Error).message,
  );

  return (
    <FormDialog
      title={t("title")}
      description={t(campaignId ? "introCampaign" : "introOrganization", { zone: zoneLabel(zone) })}
      onClose={onClose}
      onSubmit={onSubmit}
      error={error}
      submitLabel={t("save")}
      pendingLabel={t("saving")}
      pending={create.isPending}
      cancelLabel={t("close")}
      after={
        <DeliveryListSection title={t("existing")} empty={t("none")} query={schedules} items={mine} testId="report-schedules">
          {(schedule) => (
            <li key={schedule._id} className="flex items-center justify-between gap-3 py-2 text-sm text-slate-700">
              <span>
                {t("summary", { frequency: schedule.frequency, count: schedule.recipientIds.length, next: when(schedule.nextRunAt) })}
                {!schedule.perCampaign && <span className="text-slate-500"> · {ts("tag")}</span>}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={remove.isPending}
                aria-label={t("deleteLabel", { next: when(schedule.nextRunAt) })}
                onClick={() => remove.mutate(schedule._id, { onError: (e) => setError(reasonText(e) ?? e.message) })}
              >
                {t("delete")}
              </Button>
            </li>
          )}
        </DeliveryListSection>
      }
    >
      {schedules.data?.mailSent === false && <Alert tone="warning">{t("noMail")}</Alert>}
      <Field label={t("frequency")} error={errors.frequency?.message}>
        <Select {...form.register("frequency")}>
          {FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {t(frequency)}
            </option>
          ))}
        </Select>
      </Field>
      {!campaignId && (
        <ReportScopeField
          registration={form.register("scope", {
            onChange: (event) =>
              event.target.value !== "PER_CAMPAIGN" && namesAds(form.getValues("breakdown")) && form.setValue("breakdown", "NONE"),
          })}
        />
      )}
      <Field label={t("breakdown")} error={errors.breakdown?.message}>
        <Select {...form.register("breakdown")}>
          {breakdownsFor(scope).map((breakdown) => (
            <option key={breakdown} value={breakdown}>
              {t(breakdown)}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-800">{t("recipients")}</legend>
        <QueryState isPending={members.isPending} error={members.error} onRetry={() => members.refetch()}>
          <div className="max-h-40 space-y-1 overflow-y-auto rounded-md p-2 ring-1 ring-slate-200">
            {accepted.map((member) => (
              <label key={member._id} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" value={member._id} className="h-4 w-4 rounded border-slate-300" {...form.register("recipientIds")} />
                <span className="truncate">
                  {member.profile.fullName} <span className="text-slate-500">{member.email}</span>
                </span>
                {cannotRead.has(member._id) && <span className="shrink-0 text-xs text-red-700">{t("cannotRead")}</span>}
              </label>
            ))}
          </div>
        </QueryState>
        {errors.recipientIds ? (
          <p role="alert" className="text-xs text-red-700">
            {t("chooseRecipient")}
          </p>
        ) : (
          <p className="text-xs text-slate-500">{t("recipientsHint")}</p>
        )}
      </fieldset>
    </FormDialog>
  );
}
