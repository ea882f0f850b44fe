"use client";
import { formPart } from "@/components/ui/form-part";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTimeZone, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ADS_MAX } from "@/lib/campaigns/campaign-constants";
import { AdFields } from "./ad-fields";
import { newAd, type CreateCampaignValues } from "./campaign-form-values";
import { zoneLabel } from "@/lib/time-zone";
import { StartField, type StartValues } from "@/app/(console)/organizations/[organizationId]/campaigns/start-field";

/**
 * The ads of a new campaign or cross promotion (`promotedApp={false}`: every ad promotes the promotion's app;
 * `priced={false}`: a house campaign is free, so its ads ask for no CPM).
 */
export function AdsCard({
  organizationId,
  promotedApp = true,
  priced = true,
}: {
  organizationId: string;
  promotedApp?: boolean;
  priced?: boolean;
}) {
  const t = useTranslations("campaigns");
  const form = useFormContext<CreateCampaignValues>();
  const ads = useFieldArray({ control: form.control, name: "ads" });
  const error = form.formState.errors.ads?.message;
  return (
    <Card title={t("form.ads")} description={t("form.adsHint")}>
      <div className="space-y-4">
        {ads.fields.map((ad, index) => (
          <AdFields
            key={ad.id}
            organizationId={organizationId}
            index={index}
            canRemove={ads.fields.length > 1}
            onRemove={() => ads.remove(index)}
            promotedApp={promotedApp}
            priced={priced}
          />
        ))}
        {error && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {error}
          </p>
        )}
        {ads.fields.length < ADS_MAX && (
          <Button variant="secondary" onClick={() => ads.append(newAd())}>
            {t("ad.add")}
          </Button>
        )}
      </div>
    </Card>
  );
}

/**
 * Start and end of a new campaign or cross promotion, in the organization's time zone; a campaign may also start as
 * soon as it is approved (`whenApproved`).
 */
export function ScheduleFields({ whenApproved = false }: { whenApproved?: boolean }) {
  const t = useTranslations("campaigns");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const form = useFormContext<CreateCampaignValues>();
  const { errors } = form.formState;
  return (
    <>
      {whenApproved ? (
        <StartField {...formPart(form)<StartValues>()} error={errors.startAt?.message ?? errors.startOnApproval?.message} />
      ) : (
        <Field label={t("form.startAt")} hint={tc("timeZone", { zone: zoneLabel(timeZone) })} error={errors.startAt?.message}>
          <Input type="datetime-local" {...form.register("startAt")} />
        </Field>
      )}
      <Field
        label={t("form.endAt")}
        hint={`${t("form.endAtHint")} ${tc("timeZone", { zone: zoneLabel(timeZone) })}`}
        optionalLabel={tc("optional")}
        error={errors.endAt?.message}
      >
        <Input type="datetime-local" {...form.register("endAt")} />
      </Field>
    </>
  );
}
