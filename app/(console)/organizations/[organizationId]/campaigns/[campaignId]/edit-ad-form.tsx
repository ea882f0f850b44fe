"use client";
import { useState } from "react";
import { FormProvider, useForm, type FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { CreativePreview } from "@/components/campaigns/creative-preview";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import type { updateAdBody } from "@/lib/campaigns/ad-schemas";
import { useUpdateAd } from "@/lib/campaigns/hooks/use-ad-changes";
import type { Campaign } from "@/lib/campaigns/schemas";
import { lazyRawResolver } from "@/lib/i18n/lazy-zod-resolver";
import { AdFields } from "@/app/(console)/organizations/[organizationId]/campaigns/new/ad-fields";
import { oneAdResolver, useOneAdSubmit, type AdValues, type OneAdValues } from "./one-ad-form";

type Ad = Campaign["ads"][number];
type Body = z.input<typeof updateAdBody>;

const parse = lazyRawResolver<FieldValues>(() => import("@/lib/campaigns/ad-schemas").then((m) => m.updateAdBody));

const blank = (value: unknown) => value === undefined || value === null || value === "" || Number.isNaN(value);

/** The form's values of an ad: its current creatives as `{ _id }` (kept unless replaced or removed). */
function valuesOf(ad: Ad): AdValues {
  return {
    name: ad.name,
    categories: ad.categories,
    cpm: ad.cpm,
    destinationUrl: ad.destinationUrl ?? "",
    productType: "AD_PRODUCT_TYPE_INTRINSIC",
    creatives: ad.creatives.map((creative) => ({ _id: creative._id }) as never),
    frequencyCap: ad.frequencyCap,
  };
}

/** Only what changed is sent; an emptied CPM or destination is sent as null (none). */
function changes(values: AdValues, before: AdValues): Body {
  const body: Body = {};
  if (values.name !== before.name) body.name = values.name;
  if (JSON.stringify(values.categories) !== JSON.stringify(before.categories)) body.categories = values.categories;
  if ((blank(values.cpm) ? undefined : values.cpm) !== before.cpm) body.cpm = blank(values.cpm) ? null : values.cpm;
  if ((values.destinationUrl ?? "") !== before.destinationUrl)
    body.destinationUrl = blank(values.destinationUrl) ? null : values.destinationUrl;
  if (JSON.stringify(values.creatives) !== JSON.stringify(before.creatives)) body.creatives = values.creatives as Body["creatives"];
  if (JSON.stringify(values.frequencyCap ?? null) !== JSON.stringify(before.frequencyCap ?? null))
    body.frequencyCap = values.frequencyCap ?? null;
  return body;
}

/** Changes one ad: name, categories, CPM, destination, its own frequency cap, and its creatives (keep, replace, remove, add). */
export function EditAdForm({
  organizationId,
  campaign,
  ad,
  onDone,
}: {
  organizationId: string;
  campaign: Campaign;
  ad: Ad;
  onDone: () => void;
}) {
  const t = useTranslations("campaigns");
  const tc = useTranslations("common");
  const update = useUpdateAd(organizationId, campaign._id);
  const [before] = useState(() => valuesOf(ad));
  const form = useForm<OneAdValues>({
    resolver: oneAdResolver(parse, (values) => changes(values, before)),
    defaultValues: { ads: [before] },
  });
  const { onSubmit, error } = useOneAdSubmit(form, async (values) => {
    const body = changes(values, before);
    if (Object.keys(body).length > 0) await update.mutateAsync({ adId: ad._id, body });
    onDone();
  });
  const current = new Map(ad.creatives.map((creative, index) => [creative._id, { creative, index }]));
  const existingCreative = (index: number, actions: { replace: () => void; remove: (() => void) | undefined }) => {
    const value = form.getValues(`ads.0.creatives.${index}`) as { _id?: string } | undefined;
    const found = value?._id ? current.get(value._id) : undefined;
    if (!found) return null;
    return (
      <div
        key={found.creative._id}
        className="flex flex-wrap items-end justify-between gap-3 rounded-md p-3 ring-1 ring-inset ring-slate-200"
        data-testid={`current-creative-${index}`}
      >
        <CreativePreview creative={found.creative} size="sm" label={t("ads.current", { number: found.index + 1 })} />
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={actions.replace}>
            {t("ads.replace")}
          </Button>
          {actions.remove && (
            <Button size="sm" variant="ghost" onClick={actions.remove}>
              {t("ads.remove")}
            </Button>
          )}
        </div>
      </div>
    );
  };
  return (
    <FormProvider {...form}>
      <Form onSubmit={onSubmit} className="space-y-4" aria-label={t("ads.editLabel", { name: ad.name })}>
        <p className="text-sm text-slate-600">{t("ads.editHint")}</p>
        {error && <Alert tone="error">{error}</Alert>}
        <AdFields
          organizationId={organizationId}
          index={0}
          number={campaign.ads.findIndex((other) => other._id === ad._id) + 1}
          canRemove={false}
          onRemove={() => {}}
          promotedApp={false}
          existingCreative={existingCreative}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {tc("cancel")}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? tc("saving") : tc("save")}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
