"use client";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { useLabels } from "@/lib/i18n/use-labels";
import { describeEventTypes } from "@/lib/webhooks/describe-event-types";

/** An endpoint's event types in words: "All events", whole groups, or single types (the first `max`, then "+N more"). */
export function EventTypesSummary({ types, max }: { types: string[]; max?: number }) {
  const t = useTranslations("webhooks.events");
  const labels = useLabels();
  const words = describeEventTypes(types).map((part) =>
    "group" in part ? t("wholeGroup", { group: labels.eventGroup(part.group) }) : labels.eventType(part.type),
  );
  if (words.length === 0) return <Badge tone="indigo">{t("all")}</Badge>;
  const shown = max && words.length > max + 1 ? words.slice(0, max) : words;
  return (
    <ul className="flex flex-wrap items-center gap-1" title={words.join(", ")}>
      {shown.map((word) => (
        <li key={word}>
          <Badge>{word}</Badge>
        </li>
      ))}
      {shown.length < words.length && <li className="text-xs text-slate-500">{t("more", { count: words.length - shown.length })}</li>}
    </ul>
  );
}
