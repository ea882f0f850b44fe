"use client";
import { useId, useMemo, useState } from "react";
import { useCombobox, useMultipleSelection } from "downshift";
import { useLocale, useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { cn } from "@/components/ui/cn";
import { matchOptions, type Option } from "./match-options";

export type OptionPickerProps = {
  value: string[];
  onChange: (codes: string[]) => void;
  label: string;
  hint?: string;
  error?: string;
  /** What an empty choice means ("All countries"). */
  emptyLabel: string;
};

/**
 * Things chosen by name, stored as codes (country and language codes, organization ids): a searchable multi-select
 * combobox (WAI-ARIA combobox with a listbox, by downshift). Chosen ones are chips; the list exists only while
 * open, so the form does not carry hundreds of options it is not showing. `options` come in the order shown;
 * `showCodes` puts each option's code beside its name.
 */
export function OptionPicker({
  options,
  nameOf,
  showCodes,
  searchPlaceholder,
  value,
  onChange,
  label,
  hint,
  error,
  emptyLabel,
}: OptionPickerProps & {
  options: Option[];
  nameOf: (code: string) => string;
  showCodes: boolean;
  searchPlaceholder: string;
}) {
  const t = useTranslations("campaigns");
  const locale = useLocale();
  const [search, setSearch] = useState("");
  const shown = useMemo(() => matchOptions(options, search, locale), [options, search, locale]);
  const chosen = new Set(value);
  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((c) => c !== code) : [...value, code]);

  const { getSelectedItemProps, getDropdownProps } = useMultipleSelection<string>({
    selectedItems: value,
    itemToKey: (code) => code,
    onSelectedItemsChange: ({ selectedItems }) => onChange(selectedItems),
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = useCombobox<Option>({
    items: shown,
    itemToString: (option) => option?.name ?? "",
    itemToKey: (option) => option?.code,
    inputValue: search,
    selectedItem: null,
    // Choosing keeps the list open and the search text, so several can be picked in a row.
    stateReducer: (_state, { changes, type }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          return { ...changes, isOpen: true, highlightedIndex: _state.highlightedIndex, inputValue: search };
        default:
          return changes;
      }
    },
    onStateChange: ({ type, selectedItem, inputValue }) => {
      switch (type) {
        case useCombobox.stateChangeTypes.InputChange:
          setSearch(inputValue ?? "");
          break;
        case useCombobox.stateChangeTypes.InputKeyDownEnter:
        case useCombobox.stateChangeTypes.ItemClick:
          if (selectedItem) toggle(selectedItem.code);
          break;
      }
    },
  });

  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label {...getLabelProps()} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <p id={hintId} className="text-xs text-slate-500">
        {hint}
      </p>
      <div className="mt-2 flex min-h-6 flex-wrap items-center gap-1.5" aria-live="polite">
        {value.length === 0 ? (
          <span className="text-sm text-slate-500">{emptyLabel}</span>
        ) : (
          value.map((code, index) => (
            <span
              key={code}
              {...getSelectedItemProps({ selectedItem: code, index })}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-indigo-800 ring-1 ring-inset ring-indigo-200 focus:outline-none focus:ring-2 focus:ring-indigo-600"
            >
              {nameOf(code)}
              <button
                type="button"
                tabIndex={-1}
                onClick={(event) => {
                  event.stopPropagation();
                  toggle(code);
                }}
                className="rounded-full px-1 text-indigo-600 hover:bg-indigo-100 hover:text-indigo-900"
                aria-label={t("picker.remove", { name: nameOf(code) })}
              >
                ×
              </button>
            </span>
          ))
        )}
      </div>
      <div className="relative mt-2">
        <div className="flex gap-1">
          <Input
            {...getInputProps({
              ...getDropdownProps({ preventKeyAction: isOpen }),
              "aria-describedby": error ? `${hintId} ${errorId}` : hintId,
              "aria-invalid": error ? true : undefined,
            })}
            placeholder={searchPlaceholder}
          />
          <button
            type="button"
            {...getToggleButtonProps()}
            aria-label={t("picker.showAll", { label })}
            className="shrink-0 rounded-md px-2 text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
          >
            <span aria-hidden>{isOpen ? "▴" : "▾"}</span>
          </button>
        </div>
        <ul
          {...getMenuProps()}
          className={cn(
            "absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200",
            !isOpen && "hidden",
          )}
        >
          {isOpen && shown.length === 0 && <li className="px-2 py-1.5 text-sm text-slate-500">{t("picker.noMatch")}</li>}
          {isOpen &&
            shown.map((option, index) => (
              <li
                key={option.code}
                {...getItemProps({ item: option, index })}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm text-slate-800",
                  highlightedIndex === index && "bg-indigo-50",
                )}
              >
                <span aria-hidden className={cn("w-4 text-indigo-600", !chosen.has(option.code) && "invisible")}>
                  ✓
                </span>
                <span className="flex-1">
                  {option.name}
                  {chosen.has(option.code) && <span className="sr-only"> {t("picker.chosen")}</span>}
                </span>
                {showCodes && <span className="font-mono text-xs text-slate-500">{option.code}</span>}
              </li>
            ))}
        </ul>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
