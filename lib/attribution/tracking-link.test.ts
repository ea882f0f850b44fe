import { describe, expect, it } from "vitest";
import { networkIdsFrom, trackingLinkOf, type LinkIds, type LinkSetting } from "./tracking-link";

const ids: LinkIds = {
  campaignId: "6740a2b2c3d4e5f601234570",
  campaignName: "Winter push & more",
  adId: "6740a2b2c3d4e5f601234571",
  adName: "Snowy levels",
  creativeId: "6740a2b2c3d4e5f601234572",
};
const android = (partner: LinkSetting["partner"], partnerAppId: string, partnerSettings = {}): LinkSetting => ({
  platform: "APP_PLATFORM_ANDROID",
  partner,
  partnerAppId,
  partnerSettings,
});
const ios = (setting: LinkSetting): LinkSetting => ({ ...setting, platform: "APP_PLATFORM_IOS" });

/** The link's query as name → raw value (macros still in braces, values still encoded). */
function rawQuery(url: string) {
  return Object.fromEntries(
    url
      .slice(url.indexOf("?") + 1)
      .split("&")
      .map((pair) => pair.split("=") as [string, string]),
  );
}

describe("trackingLinkOf", () => {
  it("AppsFlyer: app.appsflyer.com/{app id} with pid, campaign/ad set/ad names and ids, and the ad server's macros", () => {
    const link = trackingLinkOf(android("APPSFLYER", "com.pixelforge.puzzle"), ids, { APPSFLYER: "adnet_int" });
    expect(link.url).toMatch(/^https:\/\/app\.appsflyer\.com\/com\.pixelforge\.puzzle\?/);
    expect(rawQuery(link.url!)).toEqual({
      pid: "adnet_int",
      c: "Winter%20push%20%26%20more",
      af_c_id: ids.campaignId,
      af_adset: "Snowy%20levels",
      af_adset_id: ids.adId,
      af_ad: ids.creativeId,
      af_ad_id: ids.creativeId,
      af_siteid: "{publisher_id}",
      clickid: "{click_id}",
      advertising_id: "{device_ifa}",
      af_ip: "{ip}",
      af_ua: "{user_agent}",
    });
    const onIos = trackingLinkOf(ios(android("APPSFLYER", "id123456789")), ids, { APPSFLYER: "adnet_int" });
    expect(onIos.url).toMatch(/^https:\/\/app\.appsflyer\.com\/id123456789\?/);
    expect(rawQuery(onIos.url!)).toMatchObject({ idfa: "{device_ifa}" });
    expect(rawQuery(onIos.url!)).not.toHaveProperty("advertising_id");
  });

  it("AppsFlyer without the network's id: no link, naming the setting", () => {
    expect(trackingLinkOf(android("APPSFLYER", "com.pixelforge.puzzle"), ids, {})).toEqual({
      url: null,
      missing: "ATTRIBUTION_NETWORK_ID_APPSFLYER",
    });
  });

  it("Adjust: app.adjust.com/{tracker} with campaign, adgroup as name (id), creative, click_id and device id", () => {
    const link = trackingLinkOf(android("ADJUST", "abc123def456", { trackerToken: "xyz987" }), ids, {});
    expect(link.url).toMatch(/^https:\/\/app\.adjust\.com\/xyz987\?/);
    expect(rawQuery(link.url!)).toEqual({
      campaign: encodeURIComponent(`Winter push & more (${ids.campaignId})`),
      adgroup: encodeURIComponent(`Snowy levels (${ids.adId})`),
      creative: ids.creativeId,
      click_id: "{click_id}",
      publisher_id: "{publisher_id}",
      gps_adid: "{device_ifa}",
      ip_address: "{ip}",
      user_agent: "{user_agent}",
    });
    expect(rawQuery(trackingLinkOf(ios(android("ADJUST", "abc123def456", { trackerToken: "xyz987" })), ids, {}).url!)).toMatchObject({
      idfa: "{device_ifa}",
    });
  });

  it("Singular: the studio's Singular Link (its own query kept) with pcn/pcid, pscn/pscid, pcrid, psid, cl and the device id", () => {
    const link = trackingLinkOf(
      android("SINGULAR", "com.pixelforge.puzzle", { linkBase: "https://pf.sng.link/Ab1cd/ef2g?_dl=pf%3A%2F%2F" }),
      ids,
      {},
    );
    expect(link.url).toMatch(/^https:\/\/pf\.sng\.link\/Ab1cd\/ef2g\?_dl=pf%3A%2F%2F&pcn=/);
    expect(rawQuery(link.url!)).toEqual({
      _dl: "pf%3A%2F%2F",
      pcn: "Winter%20push%20%26%20more",
      pcid: ids.campaignId,
      pscn: "Snowy%20levels",
      pscid: ids.adId,
      pcrid: ids.creativeId,
      psid: "{publisher_id}",
      cl: "{click_id}",
      aifa: "{device_ifa}",
      ip: "{ip}",
      ua: "{user_agent}",
    });
  });

  it("Generic: the template's ids filled (encoded), the ad server's macros left, unknown braces untouched", () => {
    const template =
      "https://t.example/c/{app_id}?cmp={campaign_id}&n={campaign_name}&ad={ad_id}&cr={creative_id}&os={platform}&c={click_id}&ifa={device_ifa}&geo={country}";
    const link = trackingLinkOf(android("GENERIC", "puzzle-1", { linkTemplate: template }), ids, {});
    expect(link.url).toBe(
      `https://t.example/c/puzzle-1?cmp=${ids.campaignId}&n=Winter%20push%20%26%20more&ad=${ids.adId}&cr=${ids.creativeId}&os=android&c={click_id}&ifa={device_ifa}&geo={country}`,
    );
  });

  it("an ad without a creative leaves the creative parameters out", () => {
    const link = trackingLinkOf(android("APPSFLYER", "com.pixelforge.puzzle"), { ...ids, creativeId: null }, { APPSFLYER: "adnet_int" });
    expect(rawQuery(link.url!)).not.toHaveProperty("af_ad_id");
  });

  it("networkIdsFrom reads ATTRIBUTION_NETWORK_ID_APPSFLYER, ignoring a blank one", () => {
    expect(networkIdsFrom({ ATTRIBUTION_NETWORK_ID_APPSFLYER: " adnet_int " })).toEqual({ APPSFLYER: "adnet_int" });
    expect(networkIdsFrom({ ATTRIBUTION_NETWORK_ID_APPSFLYER: "  " })).toEqual({});
  });
});
