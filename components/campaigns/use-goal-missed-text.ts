"use client";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { Campaign } from "@/lib/campaigns/schemas";
import { regionName } from "@/lib/i18n/region-names";

/**
 * Where the last 7 days missed the goal, in the reader's language ("CPI ₩3,200 against a target of ₩2,500 in
 * Japan"): each country off target, or all countries together when no single one is. Empty when nothing is.
 */
export function useGoalMissedText() {
  const t = useTranslations("campaigns.bids");
  const format = useFormatter();
  // the country table alone: the serving panel is on every campaign page's first load (languages' names are not)
  const locale = useLocale();
  const nameOf = (code: string) => regionName(locale, code);
  return ({ goal, goalStatus }: Pick<Campaign, "goal" | "goalStatus">): string => {
    if (goal.type === "GOAL_TYPE_NONE" || goal.target === null) return "";
    const off = goalStatus.countries.filter((row) => row.state === "GOAL_STATE_OFF_TARGET");
    const rows = off.some((row) => row.country !== "") ? off.filter((row) => row.country !== "") : off;
    const cpi = goal.type === "GOAL_TYPE_TARGET_CPI";
    const percent = (value: number) => format.number(value / 100, { style: "percent", maximumFractionDigits: 1 });
    return rows
      .map((row) => {
        const country = row.country === "" ? t("card.allCountries") : nameOf(row.country);
        return cpi
          ? t("missed.cpi", {
              actual: row.cpi === null ? "–" : format.number(row.cpi, "krw"),
              target: format.number(goal.target!, "krw"),
              country,
            })
          : t("missed.roas", { actual: row.roasD7 === null ? "–" : percent(row.roasD7), target: percent(goal.target!), country });
      })
      .join("; ");
  };
}
