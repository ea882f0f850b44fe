"use client";
import { useFormatter, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { Campaign } from "@/lib/campaigns/schemas";
import { presetRange } from "@/lib/delivery/date-presets";
import { useReport } from "@/lib/delivery/hooks/use-report";
import { budgetRunOutDay, nextUtcMidnight } from "@/lib/delivery/pacing";

/**
 * Today's charged spend against the daily budget (and when it resets, in the viewer's time zone), and the day the
 * total budget runs out at the last 7 days' pace, from the campaign's own report.
 */
export function PacingCard({ campaign }: { campaign: Campaign }) {
  const t = useTranslations("campaigns.pacing");
  const format = useFormatter();
  const krw = (value: number) => format.number(value, "krw");
  const week = useReport(campaign.advertiser, campaign._id, { ...presetRange("last7"), granularity: "TOTAL", breakdown: "NONE" });
  const spentToday = campaign.spentToday ?? 0;
  const daily = campaign.dailyBudget;
  const share = daily ? Math.min(100, (spentToday / daily) * 100) : 0;
  const runOut = week.data ? budgetRunOutDay(campaign.budgetRemain, week.data.totals.spend) : undefined;

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
              <p className="mt-1 text-xs text-slate-500">{t("resets", { time: format.dateTime(nextUtcMidnight(), "short") })}</p>
            </dd>
          )}
        </div>
        <div data-testid="pacing-run-out">
          <dt className="text-slate-500">{t("runsOut")}</dt>
          <dd className="mt-1 text-slate-800">
            {campaign.budgetRemain <= 0
              ? t("exhausted")
              : runOut === undefined
                ? "…"
                : runOut === null
                  ? t("noDelivery")
                  : t("runsOutOn", {
                      date: format.dateTime(new Date(`${runOut}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" }),
                      pace: krw(Math.round((week.data?.totals.spend ?? 0) / 7)),
                    })}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
