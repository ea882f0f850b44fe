"use client";
import type { ReactNode } from "react";
import { Controller, useController, useFieldArray, useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { TagsField } from "@/components/apps/tags-field";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useApps } from "@/lib/apps/hooks/use-apps";
import { CREATIVES_MAX } from "@/lib/campaigns/campaign-constants";
import type { CreateCampaignValues } from "./campaign-form-values";
import { FrequencyCapField } from "@/app/(console)/organizations/[organizationId]/campaigns/frequency-cap-field";
import { toNumber } from "@/app/(console)/organizations/[organizationId]/campaigns/to-number";
import { CreativeField } from "./creative-field";

/**
 * One ad: its name, categories, price, where it leads, the app it promotes, and its creatives. A cross
 * promotion's ads have no app picker (`promotedApp={false}`): they all promote the cross promotion's app; nor a
 * price or a cap of their own (`priced={false}`): its house campaign is free. A priced ad may have its own frequency
 * cap, within the campaign's.
 * Editing an ad of a campaign shows its current creatives through `existingCreative` (null: a new one here).
 */
export function AdFields({
  organizationId,
  index,
  onRemove,
  canRemove,
  promotedApp = true,
  priced = true,
  existingCreative,
  number = index + 1,
}: {
  organizationId: string;
  index: number;
  /** The ad's number as titled ("Ad 2"): its place in the campaign, which a form holding one ad does not know. */
  number?: number;
  onRemove: () => void;
  canRemove: boolean;
  promotedApp?: boolean;
  priced?: boolean;
  existingCreative?: (index: number, actions: { replace: () => void; remove: (() => void) | undefined }) => ReactNode | null;
}) {
  const t = useTranslations("campaigns");
  const tc = useTranslations("common");
  const form = useFormContext<CreateCampaignValues>();
  const creatives = useFieldArray({ control: form.control, name: `ads.${index}.creatives` });
  const categories = useController({ control: form.control, name: `ads.${index}.categories` });
  const apps = useApps(organizationId, {});
  const appOptions = apps.data?.pages.flatMap((page) => page.items) ?? [];
  const errors = form.formState.errors.ads?.[index];
  const creativesError = errors?.creatives?.message ?? errors?.creatives?.root?.message;

  return (
    <section
      aria-labelledby={`ad-${index}-heading`}
      className="space-y-4 rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200"
      data-testid={`ad-${index}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={`ad-${index}-heading`} className="text-sm font-semibold text-slate-900">
          {t("ad.title", { number })}
        </h3>
        {canRemove && (
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={t("ad.removeLabel", { number })}>
            {t("ad.remove")}
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("ad.name")} hint={t("form.nameHint")} error={errors?.name?.message}>
          <Input {...form.register(`ads.${index}.name`)} />
        </Field>
        {priced && (
          <Field label={t("ad.cpm")} hint={t("ad.cpmHint")} optionalLabel={tc("optional")} error={errors?.cpm?.message}>
            <Input type="number" min={0} step={1} inputMode="numeric" {...form.register(`ads.${index}.cpm`, { setValueAs: toNumber })} />
          </Field>
        )}
        <Field
          label={t("ad.destinationUrl")}
          hint={t("ad.destinationUrlHint")}
          optionalLabel={tc("optional")}
          error={errors?.destinationUrl?.message}
        >
          <Input
            type="url"
            placeholder="https://play.google.com/store/apps/details?id=…"
            {...form.register(`ads.${index}.destinationUrl`)}
          />
        </Field>
        {promotedApp && (
          <Field
            label={t("ad.promotedApp")}
            hint={t("ad.promotedAppHint")}
            optionalLabel={tc("optional")}
            error={errors?.promotedAppId?.message}
          >
            <Select {...form.register(`ads.${index}.promotedAppId`)}>
              <option value="">{t("ad.noPromotedApp")}</option>
              {appOptions.map((app) => (
                <option key={app._id} value={app._id}>
                  {app.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      <TagsField
        field={categories.field}
        error={errors?.categories}
        label={t("ad.categories")}
        hint={t("ad.categoriesHint")}
        placeholder={t("ad.categoriesPlaceholder")}
      />
      {priced && (
        <Controller
          control={form.control}
          name={`ads.${index}.frequencyCap`}
          render={({ field }) => (
            <FrequencyCapField
              value={field.value}
              onChange={field.onChange}
              errors={errors?.frequencyCap as Parameters<typeof FrequencyCapField>[0]["errors"]}
              hint={t("limits.adCapHint")}
            />
          )}
        />
      )}
      <div className="space-y-3">
        <h4 className="text-sm font-medium text-slate-800">{t("ad.creatives")}</h4>
        {creatives.fields.map(
          (creative, c) =>
            existingCreative?.(c, {
              replace: () => creatives.update(c, {}),
              remove: creatives.fields.length > 1 ? () => creatives.remove(c) : undefined,
            }) ?? (
              <CreativeField
                key={creative.id}
                organizationId={organizationId}
                adIndex={index}
                index={c}
                canRemove={creatives.fields.length > 1}
                onRemove={() => creatives.remove(c)}
              />
            ),
        )}
        {creativesError && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {creativesError}
          </p>
        )}
        {creatives.fields.length < CREATIVES_MAX && (
          <Button size="sm" variant="secondary" onClick={() => creatives.append({})}>
            {t("creative.add")}
          </Button>
        )}
      </div>
    </section>
  );
}
