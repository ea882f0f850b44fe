"use client";
import type { ButtonHTMLAttributes } from "react";
import { buttonStyle, type ButtonVariant } from "./button-style";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: "sm" | "md";
  /** Why the button is disabled; shown as its tooltip and to screen readers. */
  disabledReason?: string;
};

/**
 * A button that acts on click stays disabled (and aria-busy) until its code has hydrated: a click on the server's
 * HTML before then would do nothing and be lost. A form's submit button is held by its form's fieldset instead.
 */
export function Button({ variant = "primary", size = "md", className, disabledReason, disabled, title, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const waiting = !hydrated && props.type !== "submit";
  const isDisabled = disabled || !!disabledReason || waiting;
  return (
    <button
      type="button"
      {...props}
      disabled={isDisabled}
      title={disabledReason ?? title}
      aria-disabled={isDisabled || undefined}
      aria-busy={waiting || undefined}
      className={cn(buttonStyle({ variant, size }), className)}
    />
  );
}
