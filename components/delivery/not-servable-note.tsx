"use client";
import { useFormatter, useTranslations } from "next-intl";
import type { ReportMetrics } from "@/lib/delivery/schemas";

/**
 * Delivery reported for hours (or days) its ads could not serve, apart from the charged figures beside it: it is
 * never charged and not part of them. Nothing when there is none.
 */
export function NotServableNote({ totals }: { totals: Pick<ReportMetrics, "notServable"> }) {
  const t = useTranslations("campaigns.performance.notServable");
  const format = useFormatter();
  const held = totals.notServable;
  if (!held) return null;
  return (
    <div className="mt-3 rounded-md bg-amber-50 p-3 text-xs text-amber-900 ring-1 ring-amber-200" data-testid="not-servable">
      <p className="font-semibold">{t("title")}</p>
      <p className="mt-1">{t("summary", { impressions: format.number(held.impressions), spend: format.number(held.spend, "krw") })}</p>
    </div>
  );
}
