import type { AttributionPartner, AttributionPlatform } from "./partners";
import { setting } from "@/lib/config";

// The click URL an ad server redirects a click on an ad to: the app's attribution partner's own link format, with
// the network's id there, the campaign, ad and creative filled in, and the ad server's own macros left in braces
// for it to fill (URL-encoded) at click time. Each partner echoes these parameters back in its postbacks.

/** The ad server's own macros, filled at click time: a generic template may hold them too. */
export const AD_SERVER_MACROS = ["click_id", "publisher_id", "device_ifa", "country", "ip", "user_agent"] as const;
/** What the product fills into a generic partner's link template. */
export const GENERIC_TEMPLATE_FILLED = ["campaign_id", "campaign_name", "ad_id", "ad_name", "creative_id", "app_id", "platform"] as const;

/** A partner's extras for its link: Adjust's tracker token, the studio's Singular Link, a generic template. */
export type PartnerSettingsInput = { trackerToken?: string; linkBase?: string; linkTemplate?: string };

type AdServerMacro = (typeof AD_SERVER_MACROS)[number];
const macro = (name: AdServerMacro) => `{${name}}`;

/** The network's id with each partner (operator settings); AppsFlyer's is the media source (pid) it assigned. */
export type NetworkIds = Partial<Record<AttributionPartner, string>>;

/** Where the operator sets the network's id with each partner that puts one in the link. */
const NETWORK_ID_SETTING = { APPSFLYER: "ATTRIBUTION_NETWORK_ID_APPSFLYER" } as const;

export function networkIdsFrom(env: Record<string, string | undefined>): NetworkIds {
  const appsflyer = setting(NETWORK_ID_SETTING.APPSFLYER, env);
  return appsflyer ? { APPSFLYER: appsflyer } : {};
}

export type LinkSetting = {
  platform: AttributionPlatform;
  partner: AttributionPartner;
  partnerAppId: string;
  partnerSettings: PartnerSettingsInput;
};

export type LinkIds = { campaignId: string; campaignName: string; adId: string; adName: string; creativeId: string | null };

/** name=value pairs, each value URL-encoded unless it is one of the ad server's macros (left as {name}). */
type Pair = [name: string, value: string | null];

const isMacro = (value: string) => AD_SERVER_MACROS.some((name) => value === macro(name));

function query(pairs: Pair[]): string {
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== null)
    .map(([name, value]) => `${name}=${isMacro(value) ? value : encodeURIComponent(value)}`)
    .join("&");
}

const join = (base: string, pairs: Pair[]) =>
  `${base}${base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?"}${query(pairs)}`;

/** Adjust reads a campaign level as "name (id)": the name shows in its dashboard, the id comes back in callbacks. */
const adjustLevel = (name: string, id: string) => `${name} (${id})`;

const deviceIdParam = (platform: AttributionPlatform, android: string, ios: string) => (platform === "APP_PLATFORM_IOS" ? ios : android);

/**
 * The tracking link of one creative of an ad for one platform's setting, or null when the link needs the network's
 * id with the partner and the operator has not set it (missing names the setting).
 */
export function trackingLinkOf(
  setting: LinkSetting,
  ids: LinkIds,
  networkIds: NetworkIds,
): { url: string } | { url: null; missing: string } {
  const { platform } = setting;
  switch (setting.partner) {
    case "APPSFLYER": {
      const pid = networkIds.APPSFLYER;
      if (!pid) return { url: null, missing: NETWORK_ID_SETTING.APPSFLYER };
      return {
        url: join(`https://app.appsflyer.com/${encodeURIComponent(setting.partnerAppId)}`, [
          ["pid", pid],
          ["c", ids.campaignName],
          ["af_c_id", ids.campaignId],
          ["af_adset", ids.adName],
          ["af_adset_id", ids.adId],
          ["af_ad", ids.creativeId],
          ["af_ad_id", ids.creativeId],
          ["af_siteid", macro("publisher_id")],
          ["clickid", macro("click_id")],
          [deviceIdParam(platform, "advertising_id", "idfa"), macro("device_ifa")],
          ["af_ip", macro("ip")],
          ["af_ua", macro("user_agent")],
        ]),
      };
    }
    case "ADJUST":
      return {
        url: join(`https://app.adjust.com/${encodeURIComponent(setting.partnerSettings.trackerToken ?? "")}`, [
          ["campaign", adjustLevel(ids.campaignName, ids.campaignId)],
          ["adgroup", adjustLevel(ids.adName, ids.adId)],
          ["creative", ids.creativeId],
          ["click_id", macro("click_id")],
          ["publisher_id", macro("publisher_id")],
          [deviceIdParam(platform, "gps_adid", "idfa"), macro("device_ifa")],
          ["ip_address", macro("ip")],
          ["user_agent", macro("user_agent")],
        ]),
      };
    case "SINGULAR":
      return {
        url: join(setting.partnerSettings.linkBase ?? "", [
          ["pcn", ids.campaignName],
          ["pcid", ids.campaignId],
          ["pscn", ids.adName],
          ["pscid", ids.adId],
          ["pcrid", ids.creativeId],
          ["psid", macro("publisher_id")],
          ["cl", macro("click_id")],
          [deviceIdParam(platform, "aifa", "idfa"), macro("device_ifa")],
          ["ip", macro("ip")],
          ["ua", macro("user_agent")],
        ]),
      };
    case "GENERIC": {
      const filled: Record<string, string> = {
        campaign_id: ids.campaignId,
        campaign_name: ids.campaignName,
        ad_id: ids.adId,
        ad_name: ids.adName,
        creative_id: ids.creativeId ?? "",
        app_id: setting.partnerAppId,
        platform: platform === "APP_PLATFORM_IOS" ? "ios" : "android",
      };
      const url = (setting.partnerSettings.linkTemplate ?? "").replace(/\{([a-z_]+)\}/g, (whole, name: string) =>
        name in filled ? encodeURIComponent(filled[name]) : whole,
      );
      return { url };
    }
  }
}
