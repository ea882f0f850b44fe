"use client";
import { useTranslations } from "next-intl";
import { ScheduleGrid } from "@/components/campaigns/schedule-grid";
import { Card } from "@/components/ui/card";
import type { Campaign } from "@/lib/campaigns/schemas";
import { zoneLabel } from "@/lib/time-zone";

/** The campaign's frequency cap and its schedule (the week's grid, in the zone it was saved in). */
export function DeliveryLimitsCard({ campaign }: { campaign: Pick<Campaign, "frequencyCap" | "schedule"> }) {
  const t = useTranslations("campaigns.limits");
  const { frequencyCap: cap, schedule } = campaign;
  return (
    <div data-testid="delivery-limits-card">
      <Card title={t("card.title")}>
        <dl className="grid gap-4 text-sm">
          <div>
            <dt className="text-slate-500">{t("cap")}</dt>
            <dd className="font-medium text-slate-900" data-testid="frequency-cap">
              {cap ? t(`card.capText.${cap.per}`, { count: cap.impressions }) : t("card.noCap")}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-slate-500">{t("schedule")}</dt>
            <dd className="text-slate-900" data-testid="schedule">
              {schedule ? (
                <div className="space-y-1">
                  <p className="text-xs text-slate-600">{t("card.zone", { zone: zoneLabel(schedule.timeZone) })}</p>
                  <ScheduleGrid label={t("schedule")} value={schedule.hours} readOnly />
                </div>
              ) : (
                <span className="font-medium">{t("always")}</span>
              )}
            </dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
