"use client";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { CAP_PERIODS } from "@/lib/campaigns/campaign-constants";
import type { FrequencyCap } from "@/lib/campaigns/delivery-limit-schemas";
import { toNumber } from "./to-number";

type CapErrors = { impressions?: { message?: string }; per?: { message?: string }; message?: string } | undefined;

/**
 * A frequency cap: none, or at most N impressions per user per hour, day or week (3 a day when first switched on).
 * The campaign's cap and an ad's own (`hint` says which) use this same field.
 */
export function FrequencyCapField({
  value,
  onChange,
  errors,
  hint,
}: {
  value: FrequencyCap | null | undefined;
  onChange: (cap: FrequencyCap | null) => void;
  errors: CapErrors;
  hint: string;
}) {
  const t = useTranslations("campaigns.limits");
  const id = useId();
  const cap = value ?? null;
  return (
    <fieldset className="space-y-2" data-testid="frequency-cap-field">
      <legend className="text-sm font-medium text-slate-800">{t("cap")}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        <label className="inline-flex items-center gap-2">
          <input type="radio" name={`${id}-cap`} checked={cap === null} onChange={() => onChange(null)} />
          {t("noCap")}
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name={`${id}-cap`} checked={cap !== null} onChange={() => onChange({ impressions: 3, per: "DAY" })} />
          {t("capOn")}
        </label>
      </div>
      {cap !== null && (
        <div className="grid max-w-md grid-cols-2 gap-3">
          <Field label={t("capImpressions")} error={errors?.impressions?.message}>
            <Input
              type="number"
              min={1}
              max={1000}
              step={1}
              inputMode="numeric"
              value={cap.impressions === undefined || Number.isNaN(cap.impressions) ? "" : cap.impressions}
              onChange={(event) => onChange({ ...cap, impressions: toNumber(event.target.value) as number })}
            />
          </Field>
          <Field label={t("capPer")} error={errors?.per?.message}>
            <Select value={cap.per} onChange={(event) => onChange({ ...cap, per: event.target.value as FrequencyCap["per"] })}>
              {CAP_PERIODS.map((per) => (
                <option key={per} value={per}>
                  {t(`per.${per}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      )}
      {errors?.message && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {errors.message}
        </p>
      )}
      <p className="text-xs text-slate-500">{hint}</p>
    </fieldset>
  );
}
