// The attribution partners a studio can connect an app with, and how each appears in the postback URL's path
// (/api/core/postbacks/{slug}/{token}).
export const ATTRIBUTION_PARTNERS = ["APPSFLYER", "ADJUST", "SINGULAR", "GENERIC"] as const;
export type AttributionPartner = (typeof ATTRIBUTION_PARTNERS)[number];

export const PARTNER_SLUG = {
  APPSFLYER: "appsflyer",
  ADJUST: "adjust",
  SINGULAR: "singular",
  GENERIC: "generic",
} as const satisfies Record<AttributionPartner, string>;

/** Platforms attribution is set up for (the app platforms with a store and a partner SDK). */
export const ATTRIBUTION_PLATFORMS = ["APP_PLATFORM_ANDROID", "APP_PLATFORM_IOS"] as const;
export type AttributionPlatform = (typeof ATTRIBUTION_PLATFORMS)[number];

/** What a postback is read as. */
export const POSTBACK_KINDS = ["INSTALL", "EVENT", "REJECTED_INSTALL", "REJECTED_EVENT", "REATTRIBUTION"] as const;
export type PostbackKind = (typeof POSTBACK_KINDS)[number];

/** What became of a postback: counted, stored but naming no ad of this app, or unreadable (kept 7 days). */
export const POSTBACK_OUTCOMES = ["ATTRIBUTED", "UNMATCHED", "QUARANTINED"] as const;
export type PostbackOutcome = (typeof POSTBACK_OUTCOMES)[number];
