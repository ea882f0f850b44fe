"use client";
import { useState } from "react";
import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from "react-hook-form";
import { ApiClientError } from "@/lib/api/client";
import { applyServerErrors } from "@/lib/i18n/server-errors";
import { fieldPaths, type CreateCampaignValues } from "@/app/(console)/organizations/[organizationId]/campaigns/new/campaign-form-values";
import { useCampaignErrorText } from "@/app/(console)/organizations/[organizationId]/campaigns/use-campaign-error-text";

// The add-ad and edit-ad forms hold their one ad as `ads.0`, so the new-campaign form's ad fields (ad-fields.tsx,
// creative-field.tsx) work in them unchanged; what is sent, and what the route's schema judges, is the ad alone.

export type AdValues = CreateCampaignValues["ads"][number];
export type OneAdValues = { ads: [AdValues] };

const PREFIX = "ads.0.";

/** A resolver for the one-ad body `bodyOf` makes from the form, its errors put back under `ads.0`. */
export function oneAdResolver<B>(resolver: Resolver<FieldValues>, bodyOf: (ad: AdValues) => B): Resolver<OneAdValues> {
  return async (values, context, options) => {
    const result = await resolver(bodyOf(values.ads[0]) as FieldValues, context, options as never);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: { ads: [result.errors] } as FieldErrors<OneAdValues> };
  };
}

/** Submitting: the server's `details` (paths of the ad alone) go on the fields, anything else above the form. */
export function useOneAdSubmit(form: UseFormReturn<OneAdValues>, send: (ad: AdValues) => Promise<unknown>) {
  const errorText = useCampaignErrorText();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await send(values.ads[0]);
    } catch (e) {
      const empty = { platforms: [], devices: [], tags: [], locations: [], languages: [] };
      const paths = fieldPaths({ targeting: empty, btags: [], ads: form.getValues().ads })
        .filter((path) => path.startsWith(PREFIX))
        .map((path) => path.slice(PREFIX.length));
      const onField = (name: never, fieldError: { type: string; message: string }) =>
        form.setError(`${PREFIX}${name}` as never, fieldError);
      if (!applyServerErrors(e, onField, paths)) setError(e instanceof ApiClientError ? errorText(e) : (e as Error).message);
    }
  });
  return { onSubmit, error };
}
