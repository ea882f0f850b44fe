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
import { useUpdateCampaign } from "@/lib/campaigns/hooks/use-update-campaign";
import type { Campaign, updateCampaignBody } from "@/lib/campaigns/schemas";
import { isoToLocalInput, localInputToIso } from "@/lib/local-date-time";
import { toNumber } from "@/app/(console)/organizations/[organizationId]/campaigns/to-number";
import { TargetingFields, type TargetingValues } from "@/app/(console)/organizations/[organizationId]/campaigns/targeting-fields";
import { useCampaignSubmit } from "@/app/(console)/organizations/[organizationId]/campaigns/use-campaign-submit";
import { zoneLabel } from "@/lib/time-zone";
import { useApps } from "@/lib/apps/hooks/use-apps";
import { BidGoalFields } from "@/app/(console)/organizations/[organizationId]/campaigns/bid-goal-fields";
import {
  bidGoalBody,
  bidGoalFieldPaths,
  bidGoalValuesOf,
  type BidGoalValues,
} from "@/app/(console)/organizations/[organizationId]/campaigns/bid-goal-values";
import type { CountryBidsFormValues } from "@/app/(console)/organizations/[organizationId]/campaigns/country-bids-field";
import { StartField, startsOnApproval, type StartValues } from "@/app/(console)/organizations/[organizationId]/campaigns/start-field";
import {
  DELIVERY_LIMIT_PATHS,
  DeliveryLimitFields,
  type DeliveryLimitValues,
} from "@/app/(console)/organizations/[organizationId]/campaigns/delivery-limit-fields";

type Body = z.input<typeof updateCampaignBody>;
/** The PATCH body as the form holds it: every member present, endAt as wall-clock time in the organization's zone ("" for none). */
type Values = Required<Omit<Body, "endAt" | "dailyBudget" | "startAt" | "startOnApproval" | "bid" | "goal" | "frequencyCap" | "schedule">> &
  BidGoalValues &
  Required<DeliveryLimitValues> & {
    endAt: string;
    dailyBudget: number | undefined;
    /** Absent once the campaign has started: its start no longer changes. */
    startAt?: string;
    startOnApproval?: boolean;
  };

const resolver = lazyRawResolver<Body>(() => import("@/lib/campaigns/schemas").then((m) => m.updateCampaignBody));

const FIELDS = [
  "name",
  "budget",
  "dailyBudget",
  "startAt",
  "startOnApproval",
  "endAt",
  "btags",
  ...["platforms", "devices", "tags", "locations", "languages"].map((k) => `targeting.${k}`),
];

/** Whether the campaign's start may still change: not approved yet, or approved with its start still ahead. */
function startEditable(campaign: Pick<Campaign, "status" | "startAt">, now = new Date()) {
  const waiting = ["CAMPAIGN_STATUS_DRAFT", "CAMPAIGN_STATUS_PENDING", "CAMPAIGN_STATUS_REJECTED"].includes(campaign.status);
  return waiting || (campaign.status !== "CAMPAIGN_STATUS_ENDED" && Date.parse(campaign.startAt) > now.getTime());
}

function valuesOf(campaign: Campaign, timeZone: string): Values {
  const { platforms, devices, tags, locations, languages } = campaign.targeting;
  return {
    ...(startEditable(campaign)
      ? { startOnApproval: campaign.startOnApproval === true, startAt: isoToLocalInput(campaign.startAt, timeZone) }
      : {}),
    name: campaign.name,
    budget: campaign.budget,
    dailyBudget: campaign.dailyBudget,
    endAt: isoToLocalInput(campaign.endAt, timeZone),
    targeting: { platforms, devices, tags, locations, languages } as Values["targeting"],
    btags: campaign.btags,
    ...bidGoalValuesOf(campaign),
    frequencyCap: campaign.frequencyCap,
    schedule: campaign.schedule ? { hours: campaign.schedule.hours } : null,
  };
}

/** Only what changed is sent; an emptied end date is sent as null (no end). */
function changes(values: Values, before: Values, timeZone: string): Body {
  const body: Body = {};
  if (values.name !== before.name) body.name = values.name;
  if (values.budget !== before.budget) body.budget = values.budget;
  const daily = values.dailyBudget === undefined || Number.isNaN(values.dailyBudget) ? undefined : values.dailyBudget;
  if (daily !== before.dailyBudget) body.dailyBudget = daily ?? null;
  const onApproval = startsOnApproval(values.startOnApproval);
  if (onApproval && !before.startOnApproval) body.startOnApproval = true;
  else if (!onApproval && values.startOnApproval !== undefined && (before.startOnApproval || values.startAt !== before.startAt))
    body.startAt = localInputToIso(values.startAt ?? "", timeZone) ?? values.startAt;
  if (values.endAt !== before.endAt)
    body.endAt = values.endAt.trim() === "" ? null : (localInputToIso(values.endAt, timeZone) ?? values.endAt);
  if (JSON.stringify(values.targeting) !== JSON.stringify(before.targeting)) body.targeting = values.targeting;
  if (JSON.stringify(values.btags) !== JSON.stringify(before.btags)) body.btags = values.btags;
  // The bid and the goal are each sent whole when any part of them changed.
  const [now, then] = [bidGoalBody(values), bidGoalBody(before)];
  if (JSON.stringify(now.bid) !== JSON.stringify(then.bid)) body.bid = now.bid;
  if (JSON.stringify(now.goal) !== JSON.stringify(then.goal)) body.goal = now.goal;
  if (JSON.stringify(values.frequencyCap) !== JSON.stringify(before.frequencyCap)) body.frequencyCap = values.frequencyCap;
  if (JSON.stringify(values.schedule) !== JSON.stringify(before.schedule)) body.schedule = values.schedule;
  return body;
}

/** Extension PATCH: name, budget, daily budget, end, targeting and blocked tags (ads change through their own routes). */
export function EditCampaignForm({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const t = useTranslations("campaigns");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const update = useUpdateCampaign(campaign.advertiser, campaign._id);
  const [before] = useState(() => valuesOf(campaign, timeZone));
  const form = useForm<Values>({
    // The route's own schema judges exactly the body that would be sent.
    resolver: (values, context, options) => resolver(changes(values, before, timeZone), context, options as never) as never,
    defaultValues: before,
  });
  const { errors } = form.formState;

  const apps = useApps(campaign.advertiser, {});
  const appName = (id: string) => apps.data?.pages.flatMap((page) => page.items).find((app) => app._id === id)?.name;
  const promotedAppIds = [...new Set(campaign.ads.flatMap((ad) => (ad.promotedAppId ? [ad.promotedAppId] : [])))];

  const { onSubmit, error } = useCampaignSubmit(
    form,
    (values) => [...FIELDS, ...bidGoalFieldPaths(values), ...DELIVERY_LIMIT_PATHS],
    async () => {
      const body = changes(form.getValues(), before, timeZone);
      if (Object.keys(body).length > 0) await update.mutateAsync(body);
      onDone();
    },
  );

  return (
    <Form onSubmit={onSubmit} className="space-y-6" aria-label={t("edit.title")}>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Field label={t("form.name")} hint={t("form.nameHint")} error={errors.name?.message}>
            <Input {...form.register("name")} />
          </Field>
        </div>
        <Field label={t("form.budget")} hint={t("edit.budgetHint")} error={errors.budget?.message}>
          <Input type="number" min={0} step={1} inputMode="numeric" {...form.register("budget", { setValueAs: toNumber })} />
        </Field>
        <Field
          label={t("form.dailyBudget")}
          hint={t("edit.dailyBudgetHint")}
          optionalLabel={tc("optional")}
          error={(errors as { dailyBudget?: { message?: string } }).dailyBudget?.message}
        >
          <Input type="number" min={1} step={1} inputMode="numeric" {...form.register("dailyBudget", { setValueAs: toNumber })} />
        </Field>
        {before.startOnApproval !== undefined && (
          <div className="sm:col-span-2">
            <StartField {...formPart(form)<StartValues>()} error={errors.startAt?.message ?? errors.startOnApproval?.message} />
          </div>
        )}
        <Field
          label={t("form.endAt")}
          hint={`${t("edit.endAtHint")} ${tc("timeZone", { zone: zoneLabel(timeZone) })}`}
          optionalLabel={tc("optional")}
          error={errors.endAt?.message}
        >
          <Input type="datetime-local" {...form.register("endAt")} />
        </Field>
      </div>
      <TargetingFields control={formPart(form)<TargetingValues>().control} errors={errors as never} />
      <section aria-labelledby="edit-bid-goal" className="space-y-4 border-t border-slate-200 pt-6">
        <div>
          <h3 id="edit-bid-goal" className="text-base font-semibold text-slate-900">
            {t("bids.section")}
          </h3>
          <p className="text-sm text-slate-600">{t("bids.sectionHint")}</p>
        </div>
        <BidGoalFields
          organizationId={campaign.advertiser}
          {...formPart(form)<CountryBidsFormValues>()}
          errors={errors as never}
          promotedAppIds={promotedAppIds}
          appName={appName}
          // As the API decides it: anything charged (the budget moved) fixes the bid type.
          typeLocked={campaign.budgetRemain < campaign.budget}
        />
      </section>
      <section aria-labelledby="edit-limits" className="space-y-4 border-t border-slate-200 pt-6">
        <div>
          <h3 id="edit-limits" className="text-base font-semibold text-slate-900">
            {t("limits.section")}
          </h3>
          <p className="text-sm text-slate-600">{t("limits.sectionHint")}</p>
        </div>
        <DeliveryLimitFields
          control={formPart(form)<DeliveryLimitValues>().control}
          errors={errors as never}
          timeZone={campaign.schedule?.timeZone ?? timeZone}
        />
      </section>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {tc("cancel")}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? tc("saving") : tc("save")}
        </Button>
      </div>
    </Form>
  );
}
