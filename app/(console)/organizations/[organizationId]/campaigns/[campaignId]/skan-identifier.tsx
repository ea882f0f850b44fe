"use client";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import type { Campaign } from "@/lib/campaigns/schemas";

/** The campaign's SKAdNetwork / AdAttributionKit identifier, for a campaign that promotes an iOS app. */
export function SkanIdentifier({ campaign }: { campaign: Pick<Campaign, "skanId"> }) {
  const t = useTranslations("campaigns.skan");
  if (campaign.skanId === undefined) return null;
  return (
    <Card title={t("title")} description={t("hint")}>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{t("identifier")}</dt>
          <dd className="text-lg font-semibold tabular-nums text-slate-900">{campaign.skanId}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("counting")}</dt>
          <dd className="text-slate-800">{t("countingText")}</dd>
        </div>
      </dl>
    </Card>
  );
}
