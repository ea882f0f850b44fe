"use client";
import { useId, useMemo, useState, useSyncExternalStore } from "react";
import { useCombobox } from "downshift";
import { useLocale, useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";
import { offsetLabel } from "@/lib/time-zone";
import { browserTimeZone, supportedTimeZones } from "@/lib/time-zone-names";

type ZoneOption = { zone: string; offset: string; name: string; search: string };

/** Each zone with its offset now and its name in the reader's language ("Korean Standard Time", "대한민국 시간"). */
function zoneOptions(locale: string): ZoneOption[] {
  const now = Date.now();
  return supportedTimeZones().map((zone) => {
    const offset = offsetLabel(zone, now);
    const name =
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "longGeneric" })
        .formatToParts(now)
        .find((p) => p.type === "timeZoneName")?.value ?? "";
    return { zone, offset, name, search: `${zone.replace(/_/g, " ")} ${offset} ${name}`.toLocaleLowerCase(locale) };
  });
}

const noSubscription = () => () => {};

/**
 * One IANA time zone, searched by city, region, offset ("+9") or its name in the reader's language: a WAI-ARIA
 * combobox with a listbox (downshift). The list is built only while open, so the closed field costs nothing.
 */
export function TimeZonePicker({
  value,
  onChange,
  label,
  hint,
  error,
  disabled,
}: {
  value: string;
  onChange: (zone: string) => void;
  label: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
}) {
  const t = useTranslations("common.timeZonePicker");
  const locale = useLocale();
  const [search, setSearch] = useState(value);
  // A value set from outside (the form reset after saving) shows in the field.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setSearch(value);
  }
  const [options, setOptions] = useState<ZoneOption[] | null>(null);
  // The field shows the chosen zone; the list is filtered only once the person types something else.
  const needle = search === value ? "" : search.trim().toLocaleLowerCase(locale).replace(/_/g, " ");
  const shown = useMemo(() => (options ?? []).filter((option) => !needle || option.search.includes(needle)), [options, needle]);
  // The device's zone is known only in the browser: the server and the hydrating render both offer no shortcut.
  const device = useSyncExternalStore(noSubscription, browserTimeZone, () => undefined);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<ZoneOption>({
      items: shown,
      itemToString: (option) => option?.zone ?? "",
      itemToKey: (option) => option?.zone,
      inputValue: search,
      selectedItem: options?.find((option) => option.zone === value) ?? null,
      onIsOpenChange: ({ isOpen: open }) => {
        if (open && !options) setOptions(zoneOptions(locale));
        if (!open) setSearch(value);
      },
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setSearch(inputValue ?? "");
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (!selectedItem) return;
        setSearch(selectedItem.zone);
        onChange(selectedItem.zone);
      },
    });

  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label {...getLabelProps()} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <div className="flex gap-1">
          <Input
            {...getInputProps({
              disabled,
              spellCheck: false,
              autoComplete: "off",
              "aria-describedby": [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined,
              "aria-invalid": error ? true : undefined,
            })}
            placeholder={t("search")}
          />
          <button
            type="button"
            {...getToggleButtonProps({ disabled })}
            aria-label={t("showAll")}
            className="shrink-0 rounded-md px-2 text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:opacity-50"
          >
            <span aria-hidden>{isOpen ? "▴" : "▾"}</span>
          </button>
        </div>
        <ul
          {...getMenuProps()}
          className={cn(
            "absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200",
            !isOpen && "hidden",
          )}
        >
          {isOpen && shown.length === 0 && <li className="px-2 py-1.5 text-sm text-slate-500">{t("noMatch")}</li>}
          {isOpen &&
            shown.map((option, index) => (
              <li
                key={option.zone}
                {...getItemProps({ item: option, index })}
                className={cn(
                  "flex cursor-pointer items-baseline gap-2 rounded px-2 py-1 text-sm text-slate-800",
                  highlightedIndex === index && "bg-indigo-50",
                  option.zone === value && "font-medium",
                )}
              >
                <span className="flex-1 truncate">
                  {option.zone.replace(/_/g, " ")}
                  <span className="ml-2 text-xs text-slate-500">{option.name}</span>
                </span>
                <span className="shrink-0 text-xs tabular-nums text-slate-600">{option.offset}</span>
              </li>
            ))}
        </ul>
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {device && device !== value && !disabled && (
        <button
          type="button"
          onClick={() => {
            setSearch(device);
            onChange(device);
          }}
          className="text-xs font-medium text-indigo-700 hover:underline"
        >
          {t("useDevice", { zone: device })}
        </button>
      )}
    </div>
  );
}
