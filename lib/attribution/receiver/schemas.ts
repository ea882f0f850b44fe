import { z } from "zod";
import { pageSchema, paginationQuery } from "@/lib/api/pagination";
import { ATTRIBUTION_PARTNERS, ATTRIBUTION_PLATFORMS, PARTNER_SLUG, POSTBACK_KINDS, POSTBACK_OUTCOMES } from "@/lib/attribution/partners";
import { objectIdSchema } from "@/lib/object-id-schema";

export const POSTBACKS_TAG = "Attribution";
export const RECEIVER_PATH = "/api/core/postbacks/{partner}/{token}";

export const receiverParams = {
  partner: z.enum(Object.values(PARTNER_SLUG) as [string, ...string[]]).describe("The app's attribution partner"),
  token: z.string().max(200).describe("The app's postback token (opt_…)"),
};

export const receiveResultSchema = z.object({
  postbackId: z.string().describe("The stored postback (the first one, for a retry)"),
  outcome: z.enum(POSTBACK_OUTCOMES).describe("ATTRIBUTED (counted) or UNMATCHED (stored, never counted)"),
  outcomeReason: z
    .string()
    .nullable()
    .describe(
      "Why it is unmatched: NO_AD, AD_UNKNOWN, AD_OF_ANOTHER_ORGANIZATION, AD_OF_ANOTHER_APP, CAMPAIGN_MISMATCH, PLATFORM_HAS_ANOTHER_PARTNER",
    ),
  kind: z.enum(POSTBACK_KINDS),
  duplicate: z.boolean().describe("A retry of a postback already stored: nothing new was written"),
});

const outcomeSchema = z.enum(POSTBACK_OUTCOMES);

// One outcome, or several separated by commas (`outcome=UNMATCHED,QUARANTINED`).
const outcomeFilter = z
  .string()
  .transform((value) => value.split(","))
  .pipe(z.array(outcomeSchema).min(1).max(POSTBACK_OUTCOMES.length))
  .meta({
    description: `Only postbacks with this outcome, or these separated by commas: ${POSTBACK_OUTCOMES.join(", ")}`,
    type: "string",
    example: "UNMATCHED,QUARANTINED",
  });

export const listPostbacksQuery = paginationQuery.extend({ outcome: outcomeFilter.optional() }).describe("ListPostbacksQuery");
export const exportPostbacksQuery = z.strictObject({ outcome: outcomeFilter.optional() }).describe("ExportPostbacksQuery");

const postbackSchema = z
  .object({
    _id: objectIdSchema,
    partner: z.enum(ATTRIBUTION_PARTNERS),
    outcome: outcomeSchema,
    outcomeReason: z.string().nullable().describe("Why it is unmatched (NO_AD, AD_UNKNOWN, …) or quarantined (MALFORMED)"),
    kind: z.enum(POSTBACK_KINDS).nullable().describe("null when it could not be read"),
    clickId: z.string().nullable(),
    campaignId: z.string().nullable(),
    adId: z.string().nullable(),
    creativeId: z.string().nullable(),
    country: z.string().nullable(),
    platform: z.string().nullable(),
    installAt: z.iso.datetime({ offset: true }).nullable(),
    eventAt: z.iso.datetime({ offset: true }).nullable(),
    eventName: z.string().nullable(),
    revenue: z.string().nullable().describe("Revenue that counts toward ROAS, as sent (decimal text), in `currency`"),
    currency: z.string().nullable(),
    revenueKrw: z.number().int().nullable().describe("That revenue in KRW; null while no rate is loaded for its day"),
    partnerEventId: z.string().nullable(),
    method: z.string(),
    rawQuery: z.string().describe("The query string as received"),
    rawBody: z.string().nullable().describe("The body as received (POST)"),
    sourceIp: z.string().nullable(),
    receivedAt: z.iso.datetime({ offset: true }),
  })
  .describe("Postback");
export type PostbackItem = z.infer<typeof postbackSchema>;

export const postbackListSchema = pageSchema(postbackSchema);

export const testPostbackBody = z
  .strictObject({
    platform: z.enum(ATTRIBUTION_PLATFORMS).optional().describe("The platform whose settings to test; the app's only one when left out"),
    adId: objectIdSchema.nullable().optional().describe("An ad promoting the app; none (null) tests a postback naming no ad"),
    kind: z.enum(["INSTALL", "EVENT"]).optional().describe("INSTALL (default) or an in-app EVENT"),
    eventName: z.string().min(1).max(100).optional().describe("The event's name (EVENT)"),
    revenue: z
      .string()
      .regex(/^\d{1,14}(\.\d{1,6})?$/)
      .optional()
      .describe("The event's revenue, decimal text"),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional()
      .describe("ISO 4217"),
  })
  .describe("TestPostback");

export const testPostbackResultSchema = z
  .object({
    status: z.number().int().describe("What the receiver answered"),
    outcome: outcomeSchema.nullable(),
    outcomeReason: z.string().nullable(),
    kind: z.enum(POSTBACK_KINDS).nullable(),
    reason: z.string().nullable().describe("The receiver's error reason when it refused the postback"),
    message: z.string().nullable(),
    request: z.string().describe("The postback as sent, in the partner's format (the token left out)"),
    record: postbackSchema.nullable().describe("What the receiver stored, read back before the test was taken out again"),
  })
  .describe("TestPostbackResult");
