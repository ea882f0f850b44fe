"use client";
import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "@/lib/i18n/server-errors";

/**
 * A form's submit for a FormDialog: runs `run` with the valid values; a refusal naming fields of `fields` goes onto
 * those fields, any other is `error` (in words from `errorText`, the error's message by default) until the next try.
 */
export function useFormSubmit<TFieldValues extends FieldValues, TContext, TTransformed>(
  form: UseFormReturn<TFieldValues, TContext, TTransformed>,
  /** The form's field names a refusal may name, or those of the current values. */
  fields: readonly string[] | ((values: TFieldValues) => readonly string[]),
  run: (values: TTransformed) => Promise<unknown>,
  errorText: (error: unknown) => string = (error) => (error as Error).message,
) {
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await run(values);
    } catch (e) {
      const named = typeof fields === "function" ? fields(form.getValues()) : fields;
      if (!applyServerErrors(e, form.setError, named)) setError(errorText(e));
    }
  });
  return { onSubmit, error, setError };
}
