"use client";
import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { AD_SERVER_MACROS, type PartnerSettingsInput } from "@/lib/attribution/tracking-link";
import type { AttributionSetting } from "@/lib/attribution/settings/schemas";
import { trackingLinkOf } from "@/lib/attribution/tracking-link";

// What the product fills per ad, shown as names: the link of each ad is on its campaign page.
const SAMPLE = { campaignId: "CAMPAIGN_ID", campaignName: "CAMPAIGN_NAME", adId: "AD_ID", adName: "AD_NAME", creativeId: "CREATIVE_ID" };
const NETWORK = { APPSFLYER: "NETWORK_ID" };

/** The tracking link's format per platform set up, and the ad server's macros it holds. */
export function TrackingLinkTemplate({ settings }: { settings: AttributionSetting[] }) {
  const t = useTranslations("apps");
  return (
    <Card title={t("attribution.links.title")} description={t("attribution.links.subtitle")}>
      <div className="space-y-4">
        {settings.length === 0 ? (
          <p className="text-sm text-slate-500">{t("attribution.links.none")}</p>
        ) : (
          settings.map((setting) => {
            const link = trackingLinkOf({ ...setting, partnerSettings: setting.partnerSettings as PartnerSettingsInput }, SAMPLE, NETWORK);
            return (
              <div key={setting.platform} className="space-y-1">
                <p className="text-sm font-medium text-slate-800">
                  {t(`platforms.${setting.platform}`)} · {t(`attribution.partners.${setting.partner}`)}
                </p>
                <code
                  className="block rounded-md bg-slate-50 p-3 font-mono text-xs break-all text-slate-800 ring-1 ring-slate-200"
                  data-testid={`link-template-${setting.platform}`}
                >
                  {link.url}
                </code>
              </div>
            );
          })
        )}
        <p className="text-xs text-slate-500">{t("attribution.links.filled")}</p>
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-800">{t("attribution.links.macros")}</h3>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {AD_SERVER_MACROS.map((name) => (
              <div key={name} className="contents">
                <dt className="font-mono text-xs text-slate-800">{`{${name}}`}</dt>
                <dd className="mb-1 text-slate-600 sm:mb-0">{t(`attribution.links.macro.${name}`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </Card>
  );
}
