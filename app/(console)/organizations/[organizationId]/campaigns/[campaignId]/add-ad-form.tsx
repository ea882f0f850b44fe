"use client";
import { FormProvider, useForm, type FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { useAddAd } from "@/lib/campaigns/hooks/use-ad-changes";
import { lazyRawResolver } from "@/lib/i18n/lazy-zod-resolver";
import { AdFields } from "@/app/(console)/organizations/[organizationId]/campaigns/new/ad-fields";
import { newAd, toBody } from "@/app/(console)/organizations/[organizationId]/campaigns/new/campaign-form-values";
import { oneAdResolver, useOneAdSubmit, type AdValues, type OneAdValues } from "./one-ad-form";

const parse = lazyRawResolver<FieldValues>(() => import("@/lib/campaigns/ad-schemas").then((m) => m.addAdBody));

/** The ad as sent: fields left empty are left out, as in the new-campaign form. */
// An ad alone has no schedule: the zone never comes into it.
const bodyOf = (ad: AdValues) => toBody({ startAt: "", ads: [ad] }, "UTC").ads[0];

/** A new ad for the campaign: the new-campaign form's ad fields (upload or pick creatives the same way). */
export function AddAdForm({
  organizationId,
  campaignId,
  number,
  onDone,
}: {
  organizationId: string;
  campaignId: string;
  /** The new ad's number in the campaign (its ads so far, plus one). */
  number: number;
  onDone: () => void;
}) {
  const t = useTranslations("campaigns");
  const tc = useTranslations("common");
  const add = useAddAd(organizationId, campaignId);
  const form = useForm<OneAdValues>({ resolver: oneAdResolver(parse, bodyOf), defaultValues: { ads: [newAd()] } });
  const { onSubmit, error } = useOneAdSubmit(form, async (ad) => {
    await add.mutateAsync(bodyOf(ad) as never);
    onDone();
  });
  return (
    <FormProvider {...form}>
      <Form onSubmit={onSubmit} className="space-y-4" aria-label={t("ads.addTitle")}>
        {error && <Alert tone="error">{error}</Alert>}
        <AdFields organizationId={organizationId} index={0} number={number} canRemove={false} onRemove={() => {}} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDone}>
            {tc("cancel")}
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t("ads.adding") : t("ads.submitAdd")}
          </Button>
        </div>
      </Form>
    </FormProvider>
  );
}
