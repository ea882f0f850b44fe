"use client";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { ApiClientError } from "@/lib/api/client";
import { useCampaignErrorText } from "./use-campaign-error-text";

/**
 * Submitting a campaign or cross-promotion form: `send` gets the values the resolver passed; a refusal whose
 * details name form fields (`fields` lists them for the current values) marks those fields, any other is one
 * message (`error`) above the form, in the campaign's words.
 */
export function useCampaignSubmit<V extends FieldValues, C, T extends FieldValues>(
  form: UseFormReturn<V, C, T>,
  fields: (values: V) => readonly string[],
  send: (values: T) => Promise<unknown>,
) {
  const errorText = useCampaignErrorText();
  const { onSubmit, error } = useFormSubmit(form, fields, send, (e) => (e instanceof ApiClientError ? errorText(e) : (e as Error).message));
  return { onSubmit, error };
}
