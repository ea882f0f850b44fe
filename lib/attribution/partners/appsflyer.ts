import { countryOf, filled, recordOf, unixSeconds, type PartnerModule } from "./read-values";

// AppsFlyer fills "(macro)" in the postback template an ad network registers with it ("Postback macros for ad
// networks"). The click id and the ids the tracking link carried (clickid, af_c_id, af_adset_id, af_ad_id, af_siteid)
// come back as attribution-link parameters; the rest is what the SDK measured. One template serves installs,
// in-app events and the blocked (Protect360 / validation rules) ones: an install leaves the event macros empty,
// a blocked postback fills (blocked-reason).
const MACROS: [string, string][] = [
  ["clickid", "(clickid)"],
  ["af_c_id", "(af_c_id)"],
  ["af_adset_id", "(af_adset_id)"],
  ["af_ad_id", "(af_ad_id)"],
  ["af_siteid", "(af_siteid)"],
  ["app_id", "(app-id)"],
  ["idfa", "(idfa)"],
  ["advertising_id", "(advertiserId)"],
  ["country", "(country-code)"],
  ["install_time", "(install-unix-ts)"],
  ["event_name", "(event-name)"],
  ["event_time", "(event-time)"],
  ["event_revenue", "(event-revenue)"],
  ["event_revenue_currency", "(event-revenue-currency)"],
  ["blocked_reason", "(blocked-reason)"],
  ["is_retargeting", "(is-retargeting)"],
];

export const appsflyer: PartnerModule = {
  template: () => MACROS.map(([name, macro]) => `${name}=${macro}`).join("&"),
  sample: (f) =>
    filled({
      clickid: f.clickId,
      af_c_id: f.campaignId,
      af_adset_id: f.adId,
      af_ad_id: f.creativeId,
      idfa: f.platform === "APP_PLATFORM_IOS" ? "00000000-0000-0000-0000-000000000000" : null,
      advertising_id: f.platform === "APP_PLATFORM_ANDROID" ? "00000000-0000-0000-0000-000000000000" : null,
      country: f.country,
      install_time: unixSeconds(f.installAt),
      // AppsFlyer writes event times as "YYYY-MM-DD HH:MM:SS.mmm" (UTC)
      event_name: f.kind === "EVENT" ? f.eventName : null,
      event_time: f.kind === "EVENT" ? f.eventAt.toISOString().replace("T", " ").replace("Z", "") : null,
      event_revenue: f.kind === "EVENT" ? f.revenue : null,
      event_revenue_currency: f.kind === "EVENT" ? f.currency : null,
    }),
  parse: (values) => {
    const eventName = values.get("event_name", "event-name");
    const isInstall = !eventName || eventName.toLowerCase() === "install";
    const blocked = !!values.get("blocked_reason", "blocked-reason", "rejected_reason");
    const retargeting = values.get("is_retargeting", "is-retargeting")?.toLowerCase() === "true";
    const appId = values.get("app_id", "app-id");
    const platform = values.get("idfa")
      ? "APP_PLATFORM_IOS"
      : values.get("advertising_id", "advertiserid")
        ? "APP_PLATFORM_ANDROID"
        : appId
          ? /^id\d+$/.test(appId)
            ? "APP_PLATFORM_IOS"
            : "APP_PLATFORM_ANDROID"
          : null;
    return recordOf(values, {
      kind: blocked
        ? isInstall
          ? "REJECTED_INSTALL"
          : "REJECTED_EVENT"
        : isInstall
          ? retargeting
            ? "REATTRIBUTION"
            : "INSTALL"
          : "EVENT",
      clickId: values.get("clickid", "click_id"),
      campaignId: values.get("af_c_id"),
      adId: values.get("af_adset_id"),
      creativeId: values.get("af_ad_id"),
      country: countryOf(values.get("country", "country-code", "country_code")),
      platform,
      installTime: values.get("install_time", "install-unix-ts", "install_unix_ts"),
      eventTime: isInstall ? null : values.get("event_time", "event-time"),
      eventName: isInstall ? null : eventName,
      revenue: values.get("event_revenue", "event-revenue"),
      currency: values.get("event_revenue_currency", "event-revenue-currency"),
      partnerEventId: null,
    });
  },
};
