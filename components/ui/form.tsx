"use client";
import type { FormHTMLAttributes } from "react";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";

/**
 * A form whose fields and buttons stay disabled until its code has loaded and hydrated. Before that, typing would
 * be lost (react-hook-form sets each field to its default value when it registers it) and pressing Enter would
 * submit the fields natively as a GET query string, passwords included. Until then the fieldset is aria-busy.
 * Validation is the form's own (noValidate).
 */
export function Form({ className, children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form noValidate {...props}>
      <fieldset disabled={!hydrated} aria-busy={!hydrated || undefined} className={cn("m-0 min-w-0 border-0 p-0", className)}>
        {children}
      </fieldset>
    </form>
  );
}
