import type { PostbackKind } from "@/lib/attribution/partners";
import { countryOf, filled, idInName, platformOf, recordOf, unixSeconds, type PartnerModule } from "./read-values";

// Adjust fills "{placeholder}" in a callback URL (Adjust "Callback structure", install and event callbacks).
// {activity_kind} says what the callback is; campaign, ad group and creative come back as their names in the
// tracking link, "Name (id)", so the ids are read from the parentheses; the click id is the link's custom
// click_id parameter, forwarded as {click_id}. Times are UNIX seconds; {revenue_float} is in whole units of
// {currency}.
const MACROS: [string, string][] = [
  ["activity_kind", "{activity_kind}"],
  ["click_id", "{click_id}"],
  ["campaign", "{campaign_name}"],
  ["adgroup", "{adgroup_name}"],
  ["creative", "{creative_name}"],
  ["country", "{country}"],
  ["os_name", "{os_name}"],
  ["installed_at", "{installed_at}"],
  ["created_at", "{created_at}"],
  ["event_name", "{event_name}"],
  ["revenue", "{revenue_float}"],
  ["currency", "{currency}"],
  ["rejection_reason", "{rejection_reason}"],
  ["gps_adid", "{gps_adid}"],
  ["idfa", "{idfa}"],
];

const KINDS: Record<string, PostbackKind> = {
  install: "INSTALL",
  reinstall: "INSTALL",
  rejected_install: "REJECTED_INSTALL",
  reattribution: "REATTRIBUTION",
  reattribution_reinstall: "REATTRIBUTION",
  rejected_reattribution: "REJECTED_INSTALL",
  event: "EVENT",
  rejected_event: "REJECTED_EVENT",
};

export const adjust: PartnerModule = {
  template: () => MACROS.map(([name, macro]) => `${name}=${macro}`).join("&"),
  sample: (f) =>
    filled({
      activity_kind: f.kind === "EVENT" ? "event" : "install",
      click_id: f.clickId,
      campaign: f.campaignId && `Test campaign (${f.campaignId})`,
      adgroup: f.adId && `Test ad (${f.adId})`,
      creative: f.creativeId && `Test creative (${f.creativeId})`,
      country: f.country.toLowerCase(),
      os_name: f.platform === "APP_PLATFORM_IOS" ? "ios" : "android",
      installed_at: unixSeconds(f.installAt),
      created_at: unixSeconds(f.kind === "EVENT" ? f.eventAt : f.installAt),
      event_name: f.kind === "EVENT" ? f.eventName : null,
      revenue: f.kind === "EVENT" ? f.revenue : null,
      currency: f.kind === "EVENT" ? f.currency : null,
    }),
  parse: (values) => {
    const activity = values.get("activity_kind")?.toLowerCase() ?? null;
    const kind = activity ? (KINDS[activity] ?? null) : null;
    const isEvent = kind === "EVENT" || kind === "REJECTED_EVENT";
    return recordOf(values, {
      kind,
      kindProblem: activity
        ? `activity_kind "${activity.slice(0, 40)}" is not an install, reattribution or event`
        : "activity_kind is missing",
      clickId: values.get("click_id"),
      campaignId: idInName(values.get("campaign", "campaign_name")),
      adId: idInName(values.get("adgroup", "adgroup_name")),
      creativeId: idInName(values.get("creative", "creative_name")),
      country: countryOf(values.get("country")),
      platform:
        platformOf(values.get("os_name")) ??
        (values.get("idfa") ? "APP_PLATFORM_IOS" : values.get("gps_adid") ? "APP_PLATFORM_ANDROID" : null),
      installTime: values.get("installed_at"),
      eventTime: values.get("created_at"),
      eventName: isEvent ? values.get("event_name", "event") : null,
      revenue: values.get("revenue", "revenue_float"),
      currency: values.get("currency"),
      partnerEventId: null,
    });
  },
};
