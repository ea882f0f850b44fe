"use client";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { lazyRawResolver } from "@/lib/i18n/lazy-zod-resolver";
import { useTimeZone, useTranslations } from "next-intl";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Form } from "@/components/ui/form";
import { formPart } from "@/components/ui/form-part";
import { useUpdateHouseCampaign } from "@/lib/cross-promotions/hooks/use-update-house-campaign";
import type { HouseCampaign, updateHouseCampaignBody } from "@/lib/cross-promotions/schemas";
import { isoToLocalInput, localInputToIso } from "@/lib/local-date-time";
import { fieldPaths } from "@/app/(console)/organizations/[organizationId]/campaigns/new/campaign-form-values";
import { TargetingFields, type TargetingValues } from "@/app/(console)/organizations/[organizationId]/campaigns/targeting-fields";
import { toNumber } from "@/app/(console)/organizations/[organizationId]/campaigns/to-number";
import { useCampaignSubmit } from "@/app/(console)/organizations/[organizationId]/campaigns/use-campaign-submit";
import { zoneLabel } from "@/lib/time-zone";
import {
  InventoryTargetsField,
  type InventoryTargetValues,
} from "@/app/(console)/organizations/[organizationId]/cross-promotions/inventory-targets-field";

type Body = z.input<typeof updateHouseCampaignBody>;
/** Operation 6's body as the form holds it: endAt as wall-clock time in the organization's zone ("" for none). */
type Values = Omit<Body, "endAt" | "budget"> & { budget: number; endAt: string };

const resolver = lazyRawResolver<Body>(() => import("@/lib/cross-promotions/schemas").then((m) => m.updateHouseCampaignBody));

function valuesOf({ campaign }: HouseCampaign, timeZone: string): Values {
  return {
    name: campaign.name,
    budget: campaign.budget,
    endAt: isoToLocalInput(campaign.endAt, timeZone),
    targeting: campaign.targeting as Values["targeting"],
    btags: campaign.btags,
  };
}

/** Operation 6 replaces name, targeting and btags whole; budget and endAt go only when changed (an emptied end is null). */
function toBody(values: Values, before: Values, timeZone: string): Body {
  const body: Body = { name: values.name, targeting: values.targeting, btags: values.btags };
  if (values.budget !== before.budget) body.budget = values.budget;
  if (values.endAt !== before.endAt)
    body.endAt = values.endAt.trim() === "" ? null : (localInputToIso(values.endAt, timeZone) ?? values.endAt);
  return body;
}

function paths(values: Values): string[] {
  return [
    ...fieldPaths({ ...values, ads: [] }),
    "targeting.inventoryTargets",
    ...values.targeting.inventoryTargets.map((_, i) => `targeting.inventoryTargets.${i}.organizationId`),
  ];
}

export function EditHouseCampaignForm({ organizationId, house }: { organizationId: string; house: HouseCampaign }) {
  const t = useTranslations("crossPromotions");
  const tcamp = useTranslations("campaigns");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const update = useUpdateHouseCampaign(organizationId, house.campaign._id);
  const [before, setBefore] = useState(() => valuesOf(house, timeZone));
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({
    // The route's own schema judges exactly the body that would be sent.
    resolver: (values, context, options) => resolver(toBody(values, before, timeZone), context, options as never) as never,
    defaultValues: before,
  });
  const { errors } = form.formState;

  const { onSubmit, error } = useCampaignSubmit(form, paths, async () => {
    setSaved(false);
    const answer = await update.mutateAsync(toBody(form.getValues(), before, timeZone));
    const next = valuesOf(answer, timeZone);
    setBefore(next);
    form.reset(next);
    setSaved(true);
  });

  return (
    <Form onSubmit={onSubmit} className="space-y-6" aria-label={t("form.editTitle")}>
      {error && <Alert tone="error">{error}</Alert>}
      {saved && <Alert tone="success">{t("form.saved")}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label={tcamp("form.name")} hint={tcamp("form.nameHint")} error={errors.name?.message}>
            <Input {...form.register("name")} />
          </Field>
        </div>
        <Field label={t("form.budget")} hint={t("form.budgetHint")} error={errors.budget?.message}>
          <Input type="number" min={0} step={1} inputMode="numeric" {...form.register("budget", { setValueAs: toNumber })} />
        </Field>
        <Field
          label={tcamp("form.endAt")}
          hint={`${tcamp("edit.endAtHint")} ${tc("timeZone", { zone: zoneLabel(timeZone) })}`}
          optionalLabel={tc("optional")}
          error={errors.endAt?.message}
        >
          <Input type="datetime-local" {...form.register("endAt")} />
        </Field>
      </div>
      <InventoryTargetsField organizationId={organizationId} control={formPart(form)<InventoryTargetValues>().control} />
      <TargetingFields control={formPart(form)<TargetingValues>().control} errors={errors as never} />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? tc("saving") : tc("save")}
        </Button>
      </div>
    </Form>
  );
}
