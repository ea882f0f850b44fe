import type { Tx } from "@/lib/db/client";
import { ATTRIBUTION_PLATFORMS, type AttributionPartner, type AttributionPlatform } from "./partners";
import { networkIdsFrom, trackingLinkOf, type LinkSetting, type NetworkIds, type PartnerSettingsInput } from "./tracking-link";

// The tracking links of an ad: one per platform of its promoted app set up with a partner (and served by its
// campaign) and per creative, as the campaign's tracking-links route and the serving feed answer them.

export type AdTrackingLink = {
  platform: AttributionPlatform;
  partner: AttributionPartner;
  creativeId: string | null;
  url: string | null;
  /** the operator setting the link waits for (the network's id with the partner), when url is null */
  missing?: string;
};

type LinkCampaign = { id: string; name: string; platforms: string[] };
type LinkAd = { id: string; name: string; promotedAppId: string | null; creatives: { id: string }[] };

/** The operator's network ids, read when asked (a restart is not needed to pick a change up in tests). */
export const currentNetworkIds = (): NetworkIds => networkIdsFrom(process.env);

/** The settings of `appIds`, by app, Android first. */
export async function loadLinkSettings(db: Pick<Tx, "attributionSetting">, appIds: readonly string[]): Promise<Map<string, LinkSetting[]>> {
  const byApp = new Map<string, LinkSetting[]>();
  if (appIds.length === 0) return byApp;
  const rows = await db.attributionSetting.findMany({
    where: { appId: { in: [...new Set(appIds)] } },
    select: { appId: true, platform: true, partner: true, partnerAppId: true, partnerSettings: true },
  });
  const order = (platform: string) => ATTRIBUTION_PLATFORMS.indexOf(platform as AttributionPlatform);
  for (const row of rows.sort((a, b) => order(a.platform) - order(b.platform))) {
    const list = byApp.get(row.appId) ?? [];
    list.push({
      platform: row.platform as AttributionPlatform,
      partner: row.partner as AttributionPartner,
      partnerAppId: row.partnerAppId,
      partnerSettings: (row.partnerSettings ?? {}) as PartnerSettingsInput,
    });
    byApp.set(row.appId, list);
  }
  return byApp;
}

/** The ad's links: each platform set up (that its campaign serves on; no platform targeted: all) × each creative. */
export function adTrackingLinks(
  campaign: LinkCampaign,
  ad: LinkAd,
  settings: Map<string, LinkSetting[]>,
  networkIds: NetworkIds,
): AdTrackingLink[] {
  if (!ad.promotedAppId) return [];
  const served = (platform: string) => campaign.platforms.length === 0 || campaign.platforms.includes(platform);
  const creatives = ad.creatives.length ? ad.creatives.map((creative) => creative.id) : [null];
  return (settings.get(ad.promotedAppId) ?? [])
    .filter((setting) => served(setting.platform))
    .flatMap((setting) =>
      creatives.map((creativeId) => {
        const link = trackingLinkOf(
          setting,
          { campaignId: campaign.id, campaignName: campaign.name, adId: ad.id, adName: ad.name, creativeId },
          networkIds,
        );
        return { platform: setting.platform, partner: setting.partner, creativeId, ...link };
      }),
    );
}
