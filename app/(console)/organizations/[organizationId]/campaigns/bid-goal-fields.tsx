"use client";
import { useId } from "react";
import Link from "next/link";
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useAppsAttributionReady } from "@/lib/attribution/settings/hooks/use-apps-attribution-ready";
import { BID_TYPES, GOAL_TYPES } from "@/lib/campaigns/campaign-constants";
import { CountryBidsField, type CountryBidsFormValues } from "./country-bids-field";
import { toNumber } from "./to-number";

const RADIO_ROW = "flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800";

/**
 * The bid (CPM over each ad's cpm, or CPI per attributed install, with a default and per-country bids) and the goal
 * (none, a target CPI in won, a target D7 ROAS in percent). A goal is measured by the promoted app's attribution
 * partner, so it is offered only when every app the ads promote has attribution set up.
 */
export function BidGoalFields({
  organizationId,
  control,
  register,
  errors,
  promotedAppIds,
  appName,
  typeLocked = false,
}: {
  organizationId: string;
  control: Control<CountryBidsFormValues>;
  register: UseFormRegister<CountryBidsFormValues>;
  errors: FieldErrors<CountryBidsFormValues>;
  promotedAppIds: readonly string[];
  appName: (appId: string) => string | undefined;
  /** The campaign has spent: its bid type no longer changes (the amounts and the goal still do). */
  typeLocked?: boolean;
}) {
  const t = useTranslations("campaigns.bids");
  const id = useId();
  const bidType = useWatch({ control, name: "bid.type" });
  const goalType = useWatch({ control, name: "goal.type" });
  const cpi = bidType === "BID_TYPE_CPI";
  const attribution = useAppsAttributionReady(organizationId, promotedAppIds);
  const noApp = promotedAppIds.length === 0;
  // A goal already set stays changeable (to none, above all) even if the app's attribution went away since.
  const goalBlocked = (noApp || attribution.missing.length > 0) && goalType === "GOAL_TYPE_NONE";

  return (
    <div className="space-y-6" data-testid="bid-goal-fields">
      <fieldset className="space-y-2" disabled={typeLocked}>
        <legend className="text-sm font-medium text-slate-800">{t("bidType")}</legend>
        <div className={RADIO_ROW}>
          {BID_TYPES.map((type) => (
            <label key={type} className="inline-flex items-center gap-2">
              <input type="radio" value={type} {...register("bid.type")} />
              {t(`types.${type}`)}
            </label>
          ))}
        </div>
        <p className="text-xs text-slate-500">
          {cpi ? t("cpiHint") : t("cpmHint")}
          {typeLocked && ` ${t("typeLocked")}`}
        </p>
        {errors.bid?.type?.message && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.bid.type.message}
          </p>
        )}
      </fieldset>
      {cpi && (
        <div className="max-w-xs">
          <Field label={t("defaultBid")} hint={t("defaultBidHint")} error={errors.bid?.amount?.message}>
            <Input type="number" min={1} step={1} inputMode="numeric" {...register("bid.amount", { setValueAs: toNumber })} />
          </Field>
        </div>
      )}
      <CountryBidsField control={control} register={register} errors={errors} cpi={cpi} />
      <fieldset className="space-y-2" aria-describedby={`${id}-goal-hint`} disabled={goalBlocked}>
        <legend className="text-sm font-medium text-slate-800">{t("goal")}</legend>
        <div className={RADIO_ROW}>
          {GOAL_TYPES.map((type) => (
            <label key={type} className="inline-flex items-center gap-2">
              <input type="radio" value={type} {...register("goal.type")} />
              {t(`goalTypes.${type}`)}
            </label>
          ))}
        </div>
        <div id={`${id}-goal-hint`} className="text-xs text-slate-500" data-testid="goal-hint">
          {goalBlocked && noApp ? (
            t("goalNeedsApp")
          ) : goalBlocked ? (
            <span className="space-x-1">
              <span>{t("goalNeedsAttribution")}</span>
              {attribution.missing.map((appId) => (
                <Link
                  key={appId}
                  href={`/organizations/${organizationId}/apps/${appId}?tab=attribution`}
                  className="font-medium text-indigo-700 underline underline-offset-2 hover:no-underline"
                >
                  {t("setUpAttribution", { app: appName(appId) ?? appId })}
                </Link>
              ))}
            </span>
          ) : (
            t("goalHint")
          )}
        </div>
        {errors.goal?.type?.message && (
          <p role="alert" className="text-xs font-medium text-red-700">
            {errors.goal.type.message}
          </p>
        )}
      </fieldset>
      {goalType && goalType !== "GOAL_TYPE_NONE" && (
        <div className="max-w-xs">
          <Field
            label={goalType === "GOAL_TYPE_TARGET_CPI" ? t("targetCpi") : t("targetRoas")}
            hint={goalType === "GOAL_TYPE_TARGET_CPI" ? t("targetCpiHint") : t("targetRoasHint")}
            error={errors.goal?.target?.message ?? errors.goal?.message}
          >
            <Input type="number" min={1} step={1} inputMode="numeric" {...register("goal.target", { setValueAs: toNumber })} />
          </Field>
        </div>
      )}
    </div>
  );
}
