"use client";
import { useId } from "react";

/** A set of values chosen with checkboxes (platforms, devices); an empty set is allowed and means "any". */
export function CheckboxGroup<V extends string>({
  label,
  hint,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  hint?: string;
  options: readonly { value: V; label: string }[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  error?: string;
}) {
  const id = useId();
  const chosen = new Set(value);
  return (
    <fieldset aria-describedby={hint ? `${id}-hint` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={id}
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={() => onChange(chosen.has(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value])}
              className="h-4 w-4 rounded border-slate-300 text-indigo-600"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="mt-1 text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
