"use client";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { Campaign } from "@/lib/campaigns/schemas";
import { nextUtcMidnight } from "@/lib/delivery/pacing";
import { offsetLabel } from "@/lib/time-zone";
import { ServingForecast } from "./serving-forecast";

/**
 * Today's charged spend against the daily budget (and when it resets, in the organization's time zone), and when serving
 * stops at the last 7 days' pace, and why.
 */
export function PacingCard({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.pacing");
  const format = useFormatter();
  const timeZone = useTimeZone() ?? "UTC";
  const krw = (value: number) => format.number(value, "krw");
  const spentToday = campaign.spentToday ?? 0;
  const daily = campaign.dailyBudget;
  const share = daily ? Math.min(100, (spentToday / daily) * 100) : 0;

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
              <p className="mt-1 text-xs text-slate-500">
                {t("resets", { time: format.dateTime(nextUtcMidnight(), "short"), zone: offsetLabel(timeZone) })}
              </p>
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
