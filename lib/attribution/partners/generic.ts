import type { PostbackKind } from "@/lib/attribution/partners";
import { countryOf, filled, platformOf, recordOf, type PartnerModule } from "./read-values";

// Any other partner: the studio puts its partner's own macros in place of each {placeholder}. The ids are the ones
// the tracking link carried (click_id, campaign_id, ad_id, creative_id, publisher_id); times are UNIX seconds or
// ISO 8601; kind is install, event, rejected_install, rejected_event or reattribution. GET, or POST with the same
// names in a JSON object or a form.
const PLACEHOLDERS = [
  "kind",
  "click_id",
  "campaign_id",
  "ad_id",
  "creative_id",
  "publisher_id",
  "device_id",
  "country",
  "platform",
  "install_time",
  "event_time",
  "event_name",
  "revenue",
  "currency",
  "event_id",
];

const KINDS: Record<string, PostbackKind> = {
  install: "INSTALL",
  event: "EVENT",
  rejected_install: "REJECTED_INSTALL",
  rejected_event: "REJECTED_EVENT",
  reattribution: "REATTRIBUTION",
};

export const generic: PartnerModule = {
  template: () => PLACEHOLDERS.map((name) => `${name}={${name}}`).join("&"),
  sample: (f) =>
    filled({
      kind: f.kind === "EVENT" ? "event" : "install",
      click_id: f.clickId,
      campaign_id: f.campaignId,
      ad_id: f.adId,
      creative_id: f.creativeId,
      country: f.country,
      platform: f.platform === "APP_PLATFORM_IOS" ? "ios" : "android",
      install_time: f.installAt.toISOString(),
      event_time: f.kind === "EVENT" ? f.eventAt.toISOString() : null,
      event_name: f.kind === "EVENT" ? f.eventName : null,
      revenue: f.kind === "EVENT" ? f.revenue : null,
      currency: f.kind === "EVENT" ? f.currency : null,
    }),
  parse: (values) => {
    const kindText = values.get("kind")?.toLowerCase() ?? null;
    return recordOf(values, {
      kind: kindText ? (KINDS[kindText] ?? null) : null,
      kindProblem: kindText
        ? `kind "${kindText.slice(0, 40)}" is not install, event, rejected_install, rejected_event or reattribution`
        : "kind is missing",
      clickId: values.get("click_id"),
      campaignId: values.get("campaign_id"),
      adId: values.get("ad_id"),
      creativeId: values.get("creative_id"),
      country: countryOf(values.get("country")),
      platform: platformOf(values.get("platform")),
      installTime: values.get("install_time"),
      eventTime: values.get("event_time"),
      eventName: values.get("event_name"),
      revenue: values.get("revenue"),
      currency: values.get("currency"),
      partnerEventId: values.get("event_id"),
    });
  },
};
