import { cn } from "./cn";

type SwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What the switch turns on, for screen readers (the visible text beside it may be shorter). */
  label: string;
  /** Why it cannot be changed; shown as its tooltip and to screen readers. */
  disabledReason?: string;
  disabled?: boolean;
};

/** An on/off control that acts at once (no save button): a button with role="switch". */
export function Switch({ checked, onChange, label, disabledReason, disabled }: SwitchProps) {
  const isDisabled = disabled || !!disabledReason;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={disabledReason ?? label}
      disabled={isDisabled}
      onClick={() => onChange(!checked)}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50",
        checked ? "bg-indigo-600" : "bg-slate-300",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "inline-block size-5 rounded-full bg-white shadow ring-0 transition-transform",
          checked ? "translate-x-5.5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}
