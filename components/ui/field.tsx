import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";

type FieldProps = {
  label: ReactNode;
  /** The field's error message, announced to screen readers. */
  error?: string;
  hint?: ReactNode;
  optionalLabel?: string;
  children: ReactElement<Record<string, unknown>>;
};

/** A label, the control, a hint and an error, wired together with ids and aria attributes. */
export function Field({ label, error, hint, optionalLabel, children }: FieldProps) {
  const id = useId();
  const controlId = (isValidElement(children) && (children.props.id as string)) || `${id}-control`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
        {optionalLabel && <span className="ml-1 font-normal text-slate-500">({optionalLabel})</span>}
      </label>
      {cloneElement(children, { id: controlId, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="whitespace-pre-line text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
