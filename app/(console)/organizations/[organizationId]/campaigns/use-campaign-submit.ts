"use client";
import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ApiClientError } from "@/lib/api/client";
import { applyServerErrors } from "@/lib/api/server-errors";
import { useCampaignErrorText } from "./use-campaign-error-text";

/**
 * Submitting a campaign or cross-promotion form: `send` gets the values the resolver passed; a refusal whose
 * details name form fields (`fields` lists them for the current values) marks those fields, any other is one
 * message (`error`) above the form.
 */
export function useCampaignSubmit<V extends FieldValues, C, T extends FieldValues>(
  form: UseFormReturn<V, C, T>,
  fields: (values: V) => readonly string[],
  send: (values: T) => Promise<unknown>,
) {
  const errorText = useCampaignErrorText();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await send(values);
    } catch (e) {
      if (!applyServerErrors(e, form.setError, fields(form.getValues())))
        setError(e instanceof ApiClientError ? errorText(e) : (e as Error).message);
    }
  });
  return { onSubmit, error };
}
