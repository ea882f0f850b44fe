"use client";
import { useId } from "react";
import { useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { useTimeZone, useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { zoneLabel } from "@/lib/time-zone";

/** The two fields a campaign's start is held in while a form edits it. */
export type StartValues = { startOnApproval?: boolean; startAt?: string };

/**
 * Whether the start is "as soon as approved". A radio group hands react-hook-form its checked input's value, the text
 * "true" or "false" (setValueAs is not applied to radios), so the text counts as well as the boolean.
 */
export const startsOnApproval = (value: unknown): boolean => value === true || value === "true";

/**
 * When a campaign starts: as soon as a reviewer approves it, or at a set time in the organization's zone (the
 * time input shows only for the latter).
 */
export function StartField({
  control,
  register,
  error,
}: {
  control: Control<StartValues>;
  register: UseFormRegister<StartValues>;
  error?: string;
}) {
  const t = useTranslations("campaigns.form");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const id = useId();
  const whenApproved = startsOnApproval(useWatch({ control, name: "startOnApproval" }));
  const choice = register("startOnApproval", { setValueAs: (value) => value === true || value === "true" });
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-slate-800">{t("startAt")}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        {[true, false].map((value) => (
          <label key={String(value)} className="inline-flex items-center gap-2">
            <input type="radio" value={String(value)} {...choice} checked={whenApproved === value} onChange={choice.onChange} />
            {value ? t("startOnApproval") : t("startAtTime")}
          </label>
        ))}
      </div>
      {!whenApproved && (
        <Input
          type="datetime-local"
          aria-label={t("startAtInput")}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint`}
          {...register("startAt")}
        />
      )}
      {error ? (
        <p role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {whenApproved ? t("startOnApprovalHint") : tc("timeZone", { zone: zoneLabel(timeZone) })}
        </p>
      )}
    </fieldset>
  );
}
