import { z } from "zod";
import { isValidIpEntry } from "@/lib/api/client-ip";
import { objectIdSchema } from "@/lib/object-id-schema";
import { ATTRIBUTION_PARTNERS, ATTRIBUTION_PLATFORMS } from "@/lib/attribution/partners";
import { partnerIdIssues } from "./partner-ids";

// Attribution settings of an app's platform and its postback tokens: request bodies and answers. The console's
// forms reuse these schemas.

const EVENT_NAME_MAX = 100;
const EVENTS_MAX = 50;

const attributionPlatformSchema = z
  .enum(ATTRIBUTION_PLATFORMS, { error: `must be one of ${ATTRIBUTION_PLATFORMS.join(", ")}` })
  .describe("APP_PLATFORM_ANDROID or APP_PLATFORM_IOS");
const partnerSchema = z
  .enum(ATTRIBUTION_PARTNERS, { error: `must be one of ${ATTRIBUTION_PARTNERS.join(", ")}` })
  .describe("The app's attribution partner; GENERIC: a link template of the studio's own");

export const attributionAppParams = { appId: objectIdSchema.describe("The app's _id") };
export const attributionSettingParams = { ...attributionAppParams, platform: attributionPlatformSchema };

const eventNamesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, "must not be empty")
      .max(EVENT_NAME_MAX, `must be at most ${EVENT_NAME_MAX} characters`)
      .regex(/^[^\p{Cc}]*$/u, "must not hold control characters"),
  )
  .max(EVENTS_MAX, `at most ${EVENTS_MAX} events`)
  .transform((names) => [...new Set(names)]);

const partnerSettingsSchema = z
  .strictObject({
    trackerToken: z
      .string()
      .trim()
      .optional()
      .describe("ADJUST: the tracker token of the network's tracker (app.adjust.com/{trackerToken})"),
    linkBase: z.string().trim().optional().describe("SINGULAR: the Singular Link made for this network (https://….sng.link/…)"),
    linkTemplate: z
      .string()
      .trim()
      .optional()
      .describe("GENERIC: the click URL with {placeholders} (see docs/attribution.md); it must hold {click_id}"),
  })
  .describe("What the partner's link needs beyond the app's id");

/** PUT body: the platform's whole setting. */
export const attributionSettingBody = z
  .strictObject({
    partner: partnerSchema,
    partnerAppId: z
      .string()
      .trim()
      .min(1, "must not be empty")
      .describe(
        'The app\'s id with the partner: AppsFlyer the package name (Android) or "id" + App Store id (iOS); Adjust the app token; Singular the package name or bundle id',
      ),
    partnerSettings: partnerSettingsSchema.optional().default({}),
    conversionEvents: eventNamesSchema
      .optional()
      .default([])
      .describe(`In-app event names, as the partner sends them, that count as conversions (CPA); at most ${EVENTS_MAX}`),
    revenueEvents: eventNamesSchema
      .optional()
      .default([])
      .describe(`In-app event names whose revenue counts toward ROAS; at most ${EVENTS_MAX}`),
  })
  .meta({ id: "AttributionSettingRequest" });
export type AttributionSettingInput = z.infer<typeof attributionSettingBody>;

const PARTNER_EXTRA = { APPSFLYER: null, ADJUST: "trackerToken", SINGULAR: "linkBase", GENERIC: "linkTemplate" } as const;

/** The body with only its partner's extra kept: what the console's form sends after the partner was switched. */
export function withOwnExtra<T extends { partner: string; partnerSettings?: Record<string, string | undefined> }>(body: T): T {
  const extra = PARTNER_EXTRA[body.partner as keyof typeof PARTNER_EXTRA];
  return { ...body, partnerSettings: extra ? { [extra]: body.partnerSettings?.[extra] } : {} };
}

/** The body checked for one platform, as the route checks it (the console's form uses this). */
export const attributionSettingBodyFor = (platform: (typeof ATTRIBUTION_PLATFORMS)[number]) =>
  attributionSettingBody.superRefine((body, ctx) => {
    for (const issue of partnerIdIssues(platform, body))
      ctx.addIssue({ code: "custom", path: issue.path.split("."), message: issue.message });
  });

export const attributionSettingSchema = z
  .object({
    appId: objectIdSchema,
    platform: attributionPlatformSchema,
    partner: partnerSchema,
    partnerAppId: z.string(),
    partnerSettings: z.object({
      trackerToken: z.string().optional(),
      linkBase: z.string().optional(),
      linkTemplate: z.string().optional(),
    }),
    conversionEvents: z.array(z.string()),
    revenueEvents: z.array(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "AttributionSetting" });
export type AttributionSetting = z.infer<typeof attributionSettingSchema>;

export const attributionSettingListSchema = z
  .object({ items: z.array(attributionSettingSchema).describe("The platforms set up, Android first") })
  .meta({ id: "AttributionSettingList" });
export type AttributionSettingList = z.infer<typeof attributionSettingListSchema>;

/** What the console's form checks: the body as it will be sent (withOwnExtra), for one platform. */
export const attributionSettingFormFor = (platform: (typeof ATTRIBUTION_PLATFORMS)[number]) =>
  // The preprocess only drops fields: the form's values are the body's input, as the resolver is typed for.
  z.preprocess(
    (value) => (value && typeof value === "object" && "partner" in value ? withOwnExtra(value as { partner: string }) : value),
    attributionSettingBodyFor(platform),
  ) as unknown as ReturnType<typeof attributionSettingBodyFor>;

// Postback tokens

export const postbackTokenParams = { ...attributionAppParams, tokenId: objectIdSchema.describe("The token's _id") };

// The same rules as a key policy's ipWhitelist and a key rotation's overlap (lib/members, lib/service-accounts),
// stated here because this domain may not import those: they reach lib/i18n, which reads the partners from here.
const IP_WHITELIST_MAX = 100;
const MAX_OVERLAP_HOURS = 168;

const ipWhitelistBody = z.strictObject({
  ipWhitelist: z
    .array(z.string().trim().refine(isValidIpEntry, "must be an IPv4 or IPv6 address or a CIDR range such as 203.0.113.0/24"))
    .max(IP_WHITELIST_MAX, `must have at most ${IP_WHITELIST_MAX} entries`)
    .optional()
    .describe("IPv4/IPv6 addresses or CIDR ranges postbacks may come from; empty or absent allows any"),
});

export const createPostbackTokenBody = ipWhitelistBody.meta({ id: "CreatePostbackTokenRequest" });
export type CreatePostbackTokenInput = z.infer<typeof createPostbackTokenBody>;

export const postbackTokenPolicyBody = ipWhitelistBody.meta({ id: "PostbackTokenPolicyRequest" });

export const rotatePostbackTokenBody = z
  .strictObject({
    overlapHours: z
      .number()
      .int("must be a whole number")
      .min(0, "must be at least 0")
      .max(MAX_OVERLAP_HOURS, `must be at most ${MAX_OVERLAP_HOURS}`)
      .default(0)
      .describe(`Hours the old token keeps working beside the new one, 0 to ${MAX_OVERLAP_HOURS}; 0 (the default) stops it at once`),
  })
  .meta({ id: "RotatePostbackTokenRequest" });
export type RotatePostbackTokenInput = z.infer<typeof rotatePostbackTokenBody>;

export const postbackTokenSchema = z
  .object({
    _id: objectIdSchema,
    appId: objectIdSchema,
    prefix: z.string().describe('First characters of the token, for recognising it ("opt_AbCd12")'),
    status: z.enum(["ACTIVE", "RETIRING"]).describe("ACTIVE; RETIRING: replaced by a rotation, working until retiresAt"),
    ipWhitelist: z.array(z.string()).describe("Addresses or CIDR ranges postbacks may come from; empty allows any"),
    retiresAt: z.iso.datetime({ offset: true }).nullable().describe("When a rotation's overlap ends for this token"),
    replacedById: objectIdSchema.nullable().describe("The token that replaced it in a rotation"),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable().describe("When a postback last came with it"),
    createdById: z.string().nullable().describe("Who made it"),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "PostbackToken" });
export type PostbackToken = z.infer<typeof postbackTokenSchema>;

const tokenField = z.string().describe("The new token, shown this once: opt_ + 40 base62 characters");
const postbackUrlsField = z
  .partialRecord(attributionPlatformSchema, z.string())
  .describe("The postback URL to paste into the partner's dashboard, per platform set up (the token is in it)");

export const issuedPostbackTokenSchema = z
  .object({ token: tokenField, postbackUrls: postbackUrlsField, key: postbackTokenSchema })
  .meta({ id: "IssuedPostbackToken" });
export type IssuedPostbackToken = z.infer<typeof issuedPostbackTokenSchema>;

export const rotatedPostbackTokenSchema = z
  .object({
    token: tokenField,
    postbackUrls: postbackUrlsField,
    key: postbackTokenSchema,
    previous: postbackTokenSchema.describe("The replaced token"),
  })
  .meta({ id: "RotatedPostbackToken" });

export const postbackTokenListSchema = z
  .object({ items: z.array(postbackTokenSchema).describe("Tokens that still work (active, or retiring after a rotation), newest first") })
  .meta({ id: "PostbackTokenList" });
export type PostbackTokenList = z.infer<typeof postbackTokenListSchema>;

// Tracking links

const trackingLinkSchema = z.object({
  platform: z.enum(ATTRIBUTION_PLATFORMS),
  partner: z.enum(ATTRIBUTION_PARTNERS),
  creativeId: z.string().nullable().describe("The creative whose clicks the link counts (null: the ad has none)"),
  url: z.string().nullable().describe("The click URL, the ad server's {macros} left in it; null while `missing` is not set"),
  missing: z.string().optional().describe("The operator setting the link waits for (the network's id with the partner)"),
});

export const trackingLinksSchema = z
  .object({
    items: z.array(
      z.object({
        adId: z.string(),
        adName: z.string(),
        promotedAppId: z.string(),
        links: z.array(trackingLinkSchema).describe("Per platform of the app set up (and served by the campaign) and creative"),
      }),
    ),
  })
  .meta({ id: "TrackingLinks" });
export type TrackingLinks = z.infer<typeof trackingLinksSchema>;
