"use client";
import { useFormatter, useTranslations } from "next-intl";
import { CreativePreview } from "@/components/campaigns/creative-preview";
import type { Campaign } from "@/lib/campaigns/schemas";

/** The campaign's ads as they were created (ads are fixed once created), each with its creatives. */
export function AdsOverview({ campaign, appName }: { campaign: Campaign; appName: (id: string) => string | undefined }) {
  const t = useTranslations("campaigns");
  const format = useFormatter();
  return (
    <ul className="space-y-6">
      {campaign.ads.map((ad, index) => (
        <li key={ad._id} className="space-y-3" data-testid={`ad-${ad._id}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold text-slate-900">
              <span className="sr-only">{t("ad.title", { number: index + 1 })}: </span>
              {ad.name}
            </h3>
            <span className="text-sm text-slate-600">
              {ad.cpm !== undefined ? t("ad.cpmValue", { cpm: format.number(ad.cpm, "krw") }) : t("ad.noCpm")}
            </span>
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-500">{t("ad.categories")}</dt>
            <dd className="text-slate-800">{ad.categories.length ? ad.categories.join(", ") : t("none")}</dd>
            <dt className="text-slate-500">{t("ad.destinationUrl")}</dt>
            <dd className="min-w-0 truncate">
              {ad.destinationUrl ? (
                <a href={ad.destinationUrl} target="_blank" rel="noreferrer noopener" className="text-indigo-700 hover:underline">
                  {ad.destinationUrl}
                </a>
              ) : (
                t("none")
              )}
            </dd>
            {ad.promotedAppId && (
              <>
                <dt className="text-slate-500">{t("ad.promotedApp")}</dt>
                <dd className="text-slate-800">{appName(ad.promotedAppId) ?? ad.promotedAppId}</dd>
              </>
            )}
          </dl>
          <div className="flex flex-wrap gap-4">
            {ad.creatives.map((creative, c) => (
              <CreativePreview key={creative._id} creative={creative} label={t("creative.previewLabel", { number: c + 1, ad: ad.name })} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
