"use client";
import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { BREAKDOWNS } from "@/lib/delivery/schemas";

// What an organization's report export or schedule holds: a row per campaign, or the whole organization's
// delivery with its campaigns added up (perCampaign false: a row per day, or per day and country; no ads).

export const reportScopeSchema = z.enum(["PER_CAMPAIGN", "WHOLE_ORGANIZATION"]);
type ReportScope = z.infer<typeof reportScopeSchema>;

/** The request's perCampaign for a scope chosen in the dialog. */
export const perCampaignOf = (scope: ReportScope) => scope === "PER_CAMPAIGN";

const BY_AD: readonly string[] = ["AD", "CREATIVE"];

/** The breakdowns a scope offers: the whole organization's table has no ads (nor their creatives). */
export const breakdownsFor = (scope: ReportScope) =>
  BREAKDOWNS.filter((breakdown) => scope === "PER_CAMPAIGN" || !BY_AD.includes(breakdown));

/** Whether a breakdown names ads, so needs the report per campaign. */
export const namesAds = (breakdown: string | undefined) => breakdown !== undefined && BY_AD.includes(breakdown);

/** "Per campaign" or "Whole organization", for the organization's report only. */
export function ReportScopeField({ registration }: { registration: UseFormRegisterReturn }) {
  const t = useTranslations("campaigns.reportDelivery.scope");
  return (
    <Field label={t("label")} hint={t("hint")}>
      <Select {...registration}>
        {reportScopeSchema.options.map((scope) => (
          <option key={scope} value={scope}>
            {t(scope)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
