"use client";
import { useTranslations } from "next-intl";
import { useDisplayNames } from "./use-display-names";
import type { Campaign } from "@/lib/campaigns/schemas";

/** Where the campaign serves, in words; an empty list reads as no restriction. */
export function TargetingSummary({ campaign }: { campaign: Pick<Campaign, "targeting" | "btags"> }) {
  const t = useTranslations("campaigns");
  const ta = useTranslations("apps");
  const country = useDisplayNames("region");
  const language = useDisplayNames("language");
  const { targeting } = campaign;
  const list = (values: string[], name: (v: string) => string, any: string) => (values.length ? values.map(name).join(", ") : any);
  const rows: [string, string][] = [
    [
      t("targeting.platforms"),
      list(targeting.platforms, (p) => (ta.has(`platforms.${p}`) ? ta(`platforms.${p}`) : p), t("targeting.anyPlatform")),
    ],
    [t("targeting.devices"), list(targeting.devices, (d) => (t.has(`devices.${d}`) ? t(`devices.${d}`) : d), t("targeting.anyDevice"))],
    [t("targeting.locations"), list(targeting.locations, country, t("targeting.everywhere"))],
    [t("targeting.languages"), list(targeting.languages, language, t("targeting.allLanguages"))],
    [t("targeting.tags"), list(targeting.tags, (v) => v, t("targeting.anyInventory"))],
    [t("targeting.btags"), list(campaign.btags, (v) => v, t("none"))],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
