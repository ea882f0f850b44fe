"use client";
import type { FormEvent, FormHTMLAttributes } from "react";
import { cn } from "./cn";
import { useHydrated } from "./use-hydrated";

/**
 * A form whose fields and buttons stay disabled until its code has loaded and hydrated. Before that, typing would
 * be lost (a controlled field's state, react-hook-form's registered default, never sees it: the field looks filled
 * and its button stays disabled) and pressing Enter would submit the fields natively as a GET query string,
 * passwords included. Until then the fieldset is aria-busy. Validation is the form's own (noValidate).
 *
 * Every field a page shows before any click sits in one, search boxes and filters too (role="search"); a form
 * without onSubmit (one that filters as you type) ignores Enter.
 */
export function Form({ className, children, onSubmit, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form noValidate {...props} onSubmit={onSubmit ?? ignoreSubmit}>
      <fieldset disabled={!hydrated} aria-busy={!hydrated || undefined} className={cn("m-0 min-w-0 border-0 p-0", className)}>
        {children}
      </fieldset>
    </form>
  );
}

function ignoreSubmit(event: FormEvent) {
  event.preventDefault();
}
