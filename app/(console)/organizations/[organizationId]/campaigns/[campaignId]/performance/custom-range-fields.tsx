"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { customRangeError, REPORT_DAYS_MAX } from "@/lib/delivery/report-range";
import { isUtcDay } from "@/lib/utc-day";

type Range = { from: string; to: string };

/**
 * The first and last day of a range of one's own. A range the report accepts is passed on at once; until then the
 * fields keep what was typed and say what is wrong, and the report stays on the last range that was right.
 */
export function CustomRangeFields({ range, onChange }: { range: Range; onChange: (range: Range) => void }) {
  const t = useTranslations("campaigns.performance.custom");
  const [draft, setDraft] = useState(range);
  // The URL's range changed (back button, a preset): the fields follow.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setDraft(range);
  }
  const error = customRangeError(draft.from, draft.to);
  const message = error && t(`errors.${error}`, { max: REPORT_DAYS_MAX });
  const onFrom = (error === "missing" && !draft.from) || (error === "invalid" && !isUtcDay(draft.from));
  const change = (next: Range) => {
    setDraft(next);
    if (customRangeError(next.from, next.to) === null) onChange(next);
  };
  return (
    <Form className="flex flex-wrap items-start gap-3">
      <Field label={t("from")} error={message && onFrom ? message : undefined}>
        <Input type="date" className="w-40" value={draft.from} onChange={(e) => change({ ...draft, from: e.target.value })} />
      </Field>
      <Field label={t("to")} error={message && !onFrom ? message : undefined}>
        <Input type="date" className="w-40" value={draft.to} onChange={(e) => change({ ...draft, to: e.target.value })} />
      </Field>
    </Form>
  );
}
