import { cn } from "./cn";

/**
 * One choice out of a few, as a row of pressed/unpressed buttons (a date range's presets): `label` names the group
 * for screen readers, `text` names each option.
 */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md shadow-sm ring-1 ring-slate-200">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            "px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md",
            value === option ? "bg-indigo-600 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
          )}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
