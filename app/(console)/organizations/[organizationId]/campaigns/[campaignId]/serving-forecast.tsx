"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useCampaignForecast } from "@/lib/campaigns/hooks/use-campaign-forecast";
import type { Campaign } from "@/lib/campaigns/schemas";

/**
 * When serving stops at the last 7 days' pace, in words: what runs out (or the end date) and at what pace. Dates in
 * the reader's time zone from the request's formats, so the server's HTML and the browser say the same thing.
 */
export function ServingForecast({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.forecast");
  const format = useFormatter();
  const query = useCampaignForecast(campaign.advertiser, campaign._id);
  const krw = (value: number) => format.number(value, "krw");
  const forecast = query.data;
  if (!forecast) return <p className="text-slate-500">{query.isError ? t("unavailable") : "…"}</p>;

  const daily = campaign.dailyBudget !== undefined && forecast.reason !== null && forecast.reason !== "END_DATE" && (
    <p className="mt-1 text-xs text-slate-500">{t("dailyCap", { daily: krw(campaign.dailyBudget) })}</p>
  );
  if (forecast.stopsAt === null || forecast.reason === null) {
    // Not serving for a while (the serving panel says why), or nothing to tell a pace by.
    const reasons = campaign.serving.reasons.map((r) => r.reason);
    const serving = campaign.serving.status !== "NOT_SERVING" || reasons.every((reason) => reason === "DAILY_BUDGET_EXHAUSTED");
    const key = serving ? "noPace" : reasons.length === 1 && reasons[0] === "NOT_STARTED" ? "notStarted" : "notServing";
    return <p className="text-slate-600">{t(key)}</p>;
  }
  const at = new Date(forecast.stopsAt);
  const pace = krw(forecast.pace);
  let text: string;
  switch (forecast.reason) {
    case "BALANCE":
      text =
        forecast.organizationPace === null
          ? t("balanceAnyPace", { date: format.dateTime(at, "date") })
          : t("balance", { date: format.dateTime(at, "date"), pace: krw(forecast.organizationPace) });
      break;
    case "BUDGET":
      text = t("budget", { date: format.dateTime(at, "date"), pace });
      break;
    case "END_DATE":
      text =
        forecast.pace > 0
          ? t("endDatePace", { date: format.dateTime(at, "short"), pace })
          : t("endDate", { date: format.dateTime(at, "short") });
      break;
  }
  return (
    <>
      <p className="text-slate-800" data-reason={forecast.reason}>
        {text}
      </p>
      {daily}
    </>
  );
}
