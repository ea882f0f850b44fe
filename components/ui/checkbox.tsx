"use client";
import type { InputHTMLAttributes } from "react";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";

/**
 * A checkbox that acts on change outside a form (selecting rows, a filter). It stays disabled until its code has
 * hydrated: ticked before then, the box would show checked while the page's state says otherwise, and hydration
 * would undo it. A checkbox inside a Form is held by the form's fieldset instead.
 */
export function Checkbox({ className, disabled, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const hydrated = useHydrated();
  return (
    <input
      type="checkbox"
      {...props}
      disabled={disabled || !hydrated}
      aria-busy={!hydrated || undefined}
      className={cn("size-4 accent-indigo-600", className)}
    />
  );
}
