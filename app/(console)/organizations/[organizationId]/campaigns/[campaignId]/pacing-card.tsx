"use client";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { Campaign } from "@/lib/campaigns/schemas";
import { offsetLabel, zoneLabel } from "@/lib/time-zone";
import { ServingForecast } from "./serving-forecast";

/**
 * Today's charged spend against the daily budget and when it resets: at the end of the day the budget counts in
 * (the campaign answer's budgetDay and budgetResetAt: the organization's midnight once delivery is reported by the
 * hour, else 00:00 UTC, said in the organization's time too), and when serving stops at the last 7 days' pace, and why.
 */
export function PacingCard({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.pacing");
  const format = useFormatter();
  const timeZone = useTimeZone() ?? "UTC";
  const krw = (value: number) => format.number(value, "krw");
  const spentToday = campaign.spentToday ?? 0;
  const daily = campaign.dailyBudget;
  const share = daily ? Math.min(100, (spentToday / daily) * 100) : 0;
  const resetAt = campaign.budgetResetAt ? new Date(campaign.budgetResetAt) : undefined;

  return (
    <Card title={t("title")}>
      <dl className="grid gap-6 text-sm sm:grid-cols-2">
        <div data-testid="pacing-today">
          <dt className="text-slate-500">{t("today")}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">
            {daily ? t("todayOf", { spent: krw(spentToday), budget: krw(daily) }) : t("noDaily", { spent: krw(spentToday) })}
          </dd>
          {daily !== undefined && (
            <dd className="mt-2">
              <div
                role="progressbar"
                aria-label={t("today")}
                aria-valuemin={0}
                aria-valuemax={daily}
                aria-valuenow={Math.min(spentToday, daily)}
                className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
              >
                <div className={`h-full ${share >= 100 ? "bg-amber-500" : "bg-indigo-600"}`} style={{ width: `${share}%` }} />
              </div>
              {resetAt && (
                <p className="mt-1 text-xs text-slate-500">
                  {campaign.budgetDay === "ORGANIZATION"
                    ? t("resetsOrganization", { time: format.dateTime(resetAt, "short"), zone: zoneLabel(timeZone, resetAt.getTime()) })
                    : t("resetsUtc", { time: format.dateTime(resetAt, "short"), offset: offsetLabel(timeZone, resetAt.getTime()) })}
                </p>
              )}
            </dd>
          )}
        </div>
        <div data-testid="serving-forecast">
          <dt className="text-slate-500">{t("forecast")}</dt>
          <dd className="mt-1">
            <ServingForecast campaign={campaign} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
