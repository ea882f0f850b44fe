import { countryOf, filled, platformOf, recordOf, unixSeconds, type PartnerModule } from "./read-values";

// Singular fills "{MACRO}" in a network's postback template ("Postback Macros and Passthrough Parameters for Ad
// Networks"). What the network put on the tracking link comes back through the passthrough macros
// {param?Network Name}: cl (click id), pcid (campaign id), pscid (ad id), pcrid (creative id), psid (publisher).
// An install postback carries no event name (or Singular's own __START__); {IS_RE_ENG} is 1 on a re-engagement.
// A rejected (fraud) postback is configured as its own URL with rejected=1 added.
function macros(networkName: string): [string, string][] {
  const passthrough = (name: string) => `{${name}?${networkName}}`;
  return [
    ["cl", passthrough("cl")],
    ["pcid", passthrough("pcid")],
    ["pscid", passthrough("pscid")],
    ["pcrid", passthrough("pcrid")],
    ["psid", passthrough("psid")],
    ["event", "{EVTNAME}"],
    ["amount", "{AMOUNT}"],
    ["currency", "{CURRENCY}"],
    ["country", "{COUNTRY}"],
    ["os", "{OS}"],
    ["install_ts", "{INSTALL_UTCM}"],
    ["event_ts", "{UTCM}"],
    ["re_engagement", "{IS_RE_ENG}"],
  ];
}

export const singular: PartnerModule = {
  template: ({ networkName }) =>
    macros(networkName)
      .map(([name, macro]) => `${name}=${encodeURIComponent(macro).replace(/%7B/g, "{").replace(/%7D/g, "}").replace(/%3F/g, "?")}`)
      .join("&"),
  sample: (f) =>
    filled({
      cl: f.clickId,
      pcid: f.campaignId,
      pscid: f.adId,
      pcrid: f.creativeId,
      event: f.kind === "EVENT" ? f.eventName : "__START__",
      amount: f.kind === "EVENT" ? f.revenue : null,
      currency: f.kind === "EVENT" ? f.currency : null,
      country: f.country,
      os: f.platform === "APP_PLATFORM_IOS" ? "iOS" : "Android",
      install_ts: unixSeconds(f.installAt),
      event_ts: unixSeconds(f.kind === "EVENT" ? f.eventAt : f.installAt),
    }),
  parse: (values) => {
    const event = values.get("event", "evtname");
    const isInstall = !event || event === "__START__";
    const rejected = ["1", "true"].includes(values.get("rejected")?.toLowerCase() ?? "");
    const reEngagement = values.get("re_engagement", "is_re_eng") === "1";
    return recordOf(values, {
      kind: rejected
        ? isInstall
          ? "REJECTED_INSTALL"
          : "REJECTED_EVENT"
        : isInstall
          ? reEngagement
            ? "REATTRIBUTION"
            : "INSTALL"
          : "EVENT",
      clickId: values.get("cl"),
      campaignId: values.get("pcid"),
      adId: values.get("pscid"),
      creativeId: values.get("pcrid"),
      country: countryOf(values.get("country")),
      platform: platformOf(values.get("os", "platform")),
      installTime: values.get("install_ts"),
      eventTime: values.get("event_ts", "utcm"),
      eventName: isInstall ? null : event,
      revenue: values.get("amount"),
      currency: values.get("currency"),
      partnerEventId: null,
    });
  },
};
