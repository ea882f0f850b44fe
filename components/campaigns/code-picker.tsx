"use client";
import { useId, useMemo, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { matchOptions } from "./match-options";
import { useDisplayNames, type DisplayNameKind } from "./use-display-names";

/**
 * Countries or languages chosen by name in the reader's language (Intl.DisplayNames), stored as codes.
 * Chosen ones are chips; a search box narrows the checkbox list by name or code. Empty means "everywhere".
 */
export function CodePicker({
  kind,
  codes,
  value,
  onChange,
  label,
  hint,
  error,
  emptyLabel,
}: {
  kind: DisplayNameKind;
  codes: readonly string[];
  value: string[];
  onChange: (codes: string[]) => void;
  label: string;
  hint?: string;
  error?: string;
  /** What an empty choice means ("All countries"). */
  emptyLabel: string;
}) {
  const t = useTranslations("campaigns");
  const locale = useLocale();
  const nameOf = useDisplayNames(kind);
  const englishOf = useDisplayNames(kind, "en");
  const id = useId();
  const [search, setSearch] = useState("");
  const options = useMemo(
    () =>
      codes
        .map((code) => ({ code, name: nameOf(code), english: englishOf(code) }))
        // Codes the browser has no name for go last, not first ("aa" would sort before "Afrikaans").
        .sort((a, b) => Number(a.name === a.code) - Number(b.name === b.code) || a.name.localeCompare(b.name, locale)),
    [codes, nameOf, englishOf, locale],
  );
  const shown = useMemo(() => matchOptions(options, search, locale), [options, search, locale]);
  const chosen = new Set(value);
  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((c) => c !== code) : [...value, code]);

  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      <div className="flex min-h-7 flex-wrap gap-1.5" aria-live="polite">
        {value.length === 0 ? (
          <span className="text-sm text-slate-500">{emptyLabel}</span>
        ) : (
          value.map((code) => (
            <span
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-indigo-800 ring-1 ring-inset ring-indigo-200"
            >
              {nameOf(code)}
              <button
                type="button"
                onClick={() => toggle(code)}
                className="rounded-full px-1 text-indigo-600 hover:bg-indigo-100 hover:text-indigo-900"
                aria-label={t("picker.remove", { name: nameOf(code) })}
              >
                ×
              </button>
            </span>
          ))
        )}
      </div>
      <Input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("picker.search")}
        aria-label={t("picker.searchLabel", { label })}
      />
      <ul className="max-h-44 overflow-y-auto rounded-md p-1 ring-1 ring-inset ring-slate-200" aria-label={label}>
        {shown.length === 0 && <li className="px-2 py-1.5 text-sm text-slate-500">{t("picker.noMatch")}</li>}
        {shown.map((option) => (
          <li key={option.code}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm text-slate-800 hover:bg-slate-50">
              <input
                type="checkbox"
                checked={chosen.has(option.code)}
                onChange={() => toggle(option.code)}
                className="h-4 w-4 rounded border-slate-300 text-indigo-600"
              />
              <span className="flex-1">{option.name}</span>
              <span className="font-mono text-xs text-slate-500">{option.code}</span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
