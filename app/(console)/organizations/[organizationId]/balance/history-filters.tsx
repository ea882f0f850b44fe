"use client";
import { useState } from "react";
import { useTimeZone, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input, Select } from "@/components/ui/input";
import { CHARGE_TYPES, type ChargeType } from "@/lib/balance/charge-types";
import { DATE_PRESETS, presetRange, type DatePreset } from "@/lib/delivery/date-presets";
import { zoneLabel } from "@/lib/time-zone";

export type FilterValues = { type: ChargeType | ""; fromDay: string; toDay: string };

const reversed = (v: FilterValues) => !!v.fromDay && !!v.toDay && v.toDay < v.fromDay;

/** Type and an inclusive range of days in the organization's time zone; `initial` follows the URL. */
export function HistoryFilters({ initial, onChange }: { initial: FilterValues; onChange: (values: FilterValues) => void }) {
  const t = useTranslations("balance");
  const timeZone = useTimeZone() ?? "UTC";
  const [draft, setDraft] = useState(initial);
  // The URL holds the filter: when it changes under the form (back button, a shared link), show what it says.
  const [shown, setShown] = useState(initial);
  if (shown.type !== initial.type || shown.fromDay !== initial.fromDay || shown.toDay !== initial.toDay) {
    setShown(initial);
    setDraft(initial);
  }
  const set = (patch: Partial<FilterValues>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // An end before the start is shown as an error; the page leaves it out and the rest of the filter applies.
    onChange(next);
  };
  const empty = !draft.type && !draft.fromDay && !draft.toDay;
  // "Today" and "this month" are the organization's: its calendar, not the viewer's or UTC's.
  const pick = (preset: DatePreset | "today") => {
    const { from, to } = presetRange(preset === "today" ? "last7" : preset, undefined, timeZone);
    set({ fromDay: preset === "today" ? to : from, toDay: to });
  };
  return (
    <Card>
      <Form role="search">
        <legend className="mb-3 text-sm font-semibold text-slate-900">{t("filters.legend")}</legend>
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-start">
          <Field label={t("filters.type")}>
            <Select value={draft.type} onChange={(e) => set({ type: e.target.value as FilterValues["type"] })}>
              <option value="">{t("filters.allTypes")}</option>
              {CHARGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t("filters.from")}>
            <Input type="date" value={draft.fromDay} onChange={(e) => set({ fromDay: e.target.value })} />
          </Field>
          <Field label={t("filters.to")} hint={t("filters.toHint")} error={reversed(draft) ? t("filters.toBeforeFrom") : undefined}>
            <Input type="date" value={draft.toDay} onChange={(e) => set({ toDay: e.target.value })} />
          </Field>
          <Button variant="ghost" className="sm:mt-6" onClick={() => set({ type: "", fromDay: "", toDay: "" })} disabled={empty}>
            {t("filters.clear")}
          </Button>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={t("filters.presets.label")}>
          {(["today", ...DATE_PRESETS] as const).map((preset) => (
            <Button key={preset} variant="secondary" size="sm" onClick={() => pick(preset)}>
              {t(`filters.presets.${preset}`)}
            </Button>
          ))}
          <span className="text-xs text-slate-500">{t("filters.days", { zone: zoneLabel(timeZone) })}</span>
        </div>
      </Form>
    </Card>
  );
}
