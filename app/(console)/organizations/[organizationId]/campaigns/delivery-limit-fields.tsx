"use client";
import { useId } from "react";
import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { useTranslations } from "next-intl";
import { ScheduleGrid } from "@/components/campaigns/schedule-grid";
import { Button } from "@/components/ui/button";
import type { FrequencyCap } from "@/lib/campaigns/delivery-limit-schemas";
import { zoneLabel } from "@/lib/time-zone";
import { FrequencyCapField } from "./frequency-cap-field";

/** The form's frequency cap and schedule, shaped as the create and PATCH bodies send them (null: none, every hour). */
export type DeliveryLimitValues = {
  frequencyCap?: FrequencyCap | null;
  schedule?: { hours: number[][] } | null;
};

const RADIO_ROW = "flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800";
const EMPTY_WEEK = () => Array.from({ length: 7 }, () => [] as number[]);
const WHOLE_WEEK = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, (_, hour) => hour));

export const DELIVERY_LIMIT_PATHS = ["frequencyCap", "frequencyCap.impressions", "frequencyCap.per", "schedule", "schedule.hours"];

/**
 * The frequency cap (at most N impressions per user per hour, day or week; none by default) and the schedule (every
 * hour, or only the hours chosen on the week's grid, in the organization's time zone `timeZone`).
 */
export function DeliveryLimitFields({
  control,
  errors,
  timeZone,
}: {
  control: Control<DeliveryLimitValues>;
  errors: FieldErrors<DeliveryLimitValues>;
  timeZone: string;
}) {
  const t = useTranslations("campaigns.limits");
  const id = useId();
  const capErrors = errors.frequencyCap as (FieldErrors<FrequencyCap> & { message?: string }) | undefined;
  const scheduleErrors = errors.schedule as { hours?: { message?: string }; message?: string } | undefined;

  return (
    <div className="space-y-6" data-testid="delivery-limit-fields">
      <Controller
        control={control}
        name="frequencyCap"
        render={({ field }) => <FrequencyCapField value={field.value} onChange={field.onChange} errors={capErrors} hint={t("capHint")} />}
      />
      <Controller
        control={control}
        name="schedule"
        render={({ field }) => {
          const schedule = field.value ?? null;
          const error = scheduleErrors?.hours?.message ?? scheduleErrors?.message;
          return (
            <fieldset className="min-w-0 space-y-2">
              <legend className="text-sm font-medium text-slate-800">{t("schedule")}</legend>
              <div className={RADIO_ROW}>
                <label className="inline-flex items-center gap-2">
                  <input type="radio" name={`${id}-schedule`} checked={schedule === null} onChange={() => field.onChange(null)} />
                  {t("always")}
                </label>
                <label className="inline-flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-schedule`}
                    checked={schedule !== null}
                    onChange={() => field.onChange({ hours: WHOLE_WEEK() })}
                  />
                  {t("someHours")}
                </label>
              </div>
              {schedule !== null && (
                <div className="space-y-2">
                  <p className="text-xs text-slate-600">{t("gridHint", { zone: zoneLabel(timeZone) })}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" size="sm" onClick={() => field.onChange({ hours: WHOLE_WEEK() })}>
                      {t("selectAll")}
                    </Button>
                    <Button variant="secondary" size="sm" onClick={() => field.onChange({ hours: EMPTY_WEEK() })}>
                      {t("clear")}
                    </Button>
                  </div>
                  <ScheduleGrid label={t("schedule")} value={schedule.hours} onChange={(hours) => field.onChange({ hours })} />
                </div>
              )}
              {error && (
                <p role="alert" className="text-xs font-medium text-red-700">
                  {error}
                </p>
              )}
            </fieldset>
          );
        }}
      />
    </div>
  );
}
