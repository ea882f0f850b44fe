"use client";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { EventGroup, EventType } from "@/lib/events/event-types";
import { useLabels } from "@/lib/i18n/use-labels";
import { EVENT_TYPES_BY_GROUP } from "@/lib/webhooks/describe-event-types";

const RADIO = "h-4 w-4 shrink-0 border-slate-300 text-indigo-600";
const CHECKBOX = "h-4 w-4 shrink-0 rounded border-slate-300 text-indigo-600";

/** "All events" or a choice of types, each group of lib/events/event-types.ts a fieldset with an "all" box. */
export function EventTypePicker({
  allEvents,
  onAllEvents,
  selected,
  onChange,
  error,
}: {
  allEvents: boolean;
  onAllEvents: (all: boolean) => void;
  selected: readonly EventType[];
  onChange: (types: EventType[]) => void;
  error?: string;
}) {
  const t = useTranslations("webhooks.form");
  const chosen = new Set(selected);
  const toggle = (types: EventType[], on: boolean) => {
    const next = new Set(chosen);
    for (const type of types) {
      if (on) next.add(type);
      else next.delete(type);
    }
    // Kept in the catalogue's order, whatever order the boxes were ticked in.
    onChange(EVENT_TYPES_BY_GROUP.flatMap((group) => group.types).filter((type) => next.has(type)));
  };
  return (
    <fieldset className="space-y-3" aria-describedby={error ? "event-types-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t("events")}</legend>
      <p className="text-xs text-slate-500">{t("eventsReadHint")}</p>
      <label className="flex items-start gap-2 text-sm">
        <input type="radio" name="event-scope" className={`mt-0.5 ${RADIO}`} checked={allEvents} onChange={() => onAllEvents(true)} />
        <span>
          <span className="font-medium text-slate-800">{t("allEvents")}</span>
          <span className="block text-xs text-slate-500">{t("allEventsHint")}</span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input type="radio" name="event-scope" className={`mt-0.5 ${RADIO}`} checked={!allEvents} onChange={() => onAllEvents(false)} />
        <span>
          <span className="font-medium text-slate-800">{t("chosenEvents")}</span>
          {!allEvents && <span className="block text-xs text-slate-500">{t("chosenCount", { count: chosen.size })}</span>}
        </span>
      </label>
      {!allEvents && (
        <div className="grid gap-3 sm:grid-cols-2">
          {EVENT_TYPES_BY_GROUP.map(({ group, types }) => (
            <GroupBox key={group} group={group} types={types} chosen={chosen} onToggle={toggle} />
          ))}
        </div>
      )}
      {error && (
        <p id="event-types-error" role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function GroupBox({
  group,
  types,
  chosen,
  onToggle,
}: {
  group: EventGroup;
  types: EventType[];
  chosen: ReadonlySet<EventType>;
  onToggle: (types: EventType[], on: boolean) => void;
}) {
  const labels = useLabels();
  const all = useRef<HTMLInputElement>(null);
  const count = types.filter((type) => chosen.has(type)).length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = count > 0 && count < types.length;
  }, [count, types.length]);
  return (
    <fieldset className="rounded-md p-3 ring-1 ring-slate-200 ring-inset">
      <legend className="sr-only">{labels.eventGroup(group)}</legend>
      <label className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        <input
          ref={all}
          type="checkbox"
          name={`event-group-${group}`}
          className={CHECKBOX}
          checked={count === types.length}
          onChange={(e) => onToggle(types, e.target.checked)}
        />
        {labels.eventGroup(group)}
      </label>
      <ul className="space-y-1.5 pl-6">
        {types.map((type) => (
          <li key={type}>
            <label className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="eventTypes"
                value={type}
                className={`mt-0.5 ${CHECKBOX}`}
                checked={chosen.has(type)}
                onChange={(e) => onToggle([type], e.target.checked)}
              />
              {labels.eventType(type)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
