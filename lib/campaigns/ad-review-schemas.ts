import { z } from "zod";
import { uriText } from "@/lib/api/answer-formats";
import { reasonSchema } from "@/lib/apps/schemas";
import { objectIdSchema } from "@/lib/object-id-schema";
import { reviewQueueItemSchema, reviewQueueSchema, reviewStatusFields } from "@/lib/review/queue";
import { adVersionSchema } from "./ad-version";
import { adSchema } from "./schemas";
import { CAMPAIGN_STATUSES } from "./statuses";

// The reviewers' per-ad review: the queue of ads waiting (each beside the version last approved) and the decision.

/** A reviewer's decision on one ad's current version. */
export const AD_REVIEW_DECISIONS = ["APPROVED", "REJECTED"] as const;

/** Extension POST /campaign/{campaignId}/ad/{adId}/review. */
export const reviewAdBody = z
  .strictObject({
    status: z.enum(AD_REVIEW_DECISIONS, { error: `must be one of ${AD_REVIEW_DECISIONS.join(", ")}` }),
    reason: reasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === "REJECTED" && !body.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "is required to reject" });
  })
  .meta({ id: "ReviewAdRequest" });

export const AD_VERSION_FIELDS = adVersionSchema.keyof().options;
export type AdVersionField = (typeof AD_VERSION_FIELDS)[number];

const approvedCreativeSchema = adSchema.shape.creatives.element
  .omit({ _id: true, sourceUrl: true })
  .meta({ id: "ApprovedCreative", description: "A creative of the approved version: its image or video, media url as answered now" });

const approvedAdVersionSchema = z
  .object({
    name: z.string(),
    categories: z.array(z.string()),
    cpm: z.number().int().optional(),
    destinationUrl: uriText.optional(),
    creatives: z.array(approvedCreativeSchema),
  })
  .meta({ id: "ApprovedAdVersion", description: "The ad as a reviewer last approved it" });
export type ApprovedAdVersion = z.infer<typeof approvedAdVersionSchema>;

/** A queue item: the organization, the campaign, the ad now, the version last approved and what differs. */
export const adReviewItemSchema = reviewQueueItemSchema({
  ...reviewStatusFields,
  campaign: z
    .object({ _id: z.string(), name: z.string(), status: z.enum(CAMPAIGN_STATUSES) })
    .describe("The campaign the ad belongs to (approved at least once)"),
  ad: adSchema.describe("The ad as answered now: the version to decide on"),
  approvedVersion: approvedAdVersionSchema.nullable().describe("The version last approved; null for an ad never approved"),
  changes: z
    .array(z.enum(AD_VERSION_FIELDS))
    .describe("The fields in which the ad differs from the approved version (every field for a new ad)"),
}).meta({ id: "AdReviewItem" });
export type AdReviewItem = z.infer<typeof adReviewItemSchema>;

export const adReviewQueueSchema = reviewQueueSchema(adReviewItemSchema).meta({ id: "AdReviewQueue" });
export type AdReviewQueue = z.infer<typeof adReviewQueueSchema>;

export const adReviewParams = { campaignId: objectIdSchema.describe("Campaign id"), adId: objectIdSchema.describe("Ad id") };
