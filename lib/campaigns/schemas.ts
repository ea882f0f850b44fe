import { z } from "zod";
import { uriText } from "@/lib/api/answer-formats";
import { SORT_ORDERS, type SortOrder } from "@/lib/sort-orders";
import { decodeCursor, decodeValueCursor, pageSchema, paginationQuery, type Keyset, type ValueKeyset } from "@/lib/api/pagination";
import { APP_PLATFORMS } from "@/lib/apps/platforms";
import { reasonSchema } from "@/lib/apps/schemas";
import { objectIdSchema } from "@/lib/object-id-schema";
import { reviewQueueItemSchema, reviewQueueSchema, reviewStatusFields } from "@/lib/review/queue";
import { graphemeCount } from "@/lib/text-length";
import { timestampSchema } from "@/lib/time";
import { urlSchema } from "@/lib/url";
import { addUtcDays, isUtcDay, utcDayOf, utcDaysInclusive } from "@/lib/utc-day";
import { COUNTRY_CODES, DEVICE_TYPES, LANGUAGE_CODES } from "./targeting-values";
import { AD_PRODUCT_TYPE, ADS_MAX, CREATIVES_MAX, CURRENCY } from "./campaign-constants";
import { CAMPAIGN_STATUSES, type CampaignStatus } from "./statuses";
import { BUDGET_DAYS } from "./budget-reset";
import { CAMPAIGN_COHORT_SORTS, cohortListMetricsShape } from "./list-cohort-metrics";
import { bidBody, bidSchema, goalBody, goalSchema, goalStatusSchema } from "./bid-schemas";
import { frequencyCapBody, frequencyCapSchema, scheduleBody, scheduleSchema } from "./delivery-limit-schemas";

const CAMPAIGN_NAME_MAX = 40;
const LABEL_MAX = 50;
const LABELS_MAX = 50;
const BUDGET_MAX = 1_000_000_000_000;
const CPM_MAX = 1_000_000_000;
const MIME_MAX = 20;

export { CAMPAIGN_STATUSES, type CampaignStatus };

export const CAMPAIGN_KINDS = ["REGULAR", "HOUSE"] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const SERVING_STATUSES = ["SERVING", "LIMITED", "NOT_SERVING"] as const;

export const SERVING_REASONS = [
  // extension: a draft, not submitted for review
  "DRAFT",
  "PENDING_REVIEW",
  "REJECTED",
  "PAUSED",
  "ENDED",
  "NOT_STARTED",
  "BUDGET_EXHAUSTED",
  // the budget day's charged spend reached dailyBudget: it resets when that day ends (budget-reset.ts)
  "DAILY_BUDGET_EXHAUSTED",
  "INSUFFICIENT_BALANCE",
  "PROMOTED_APP_NOT_APPROVED",
  // house campaigns: some or all inventory targets are outside the organization's own tree
  "INVENTORY_NOT_ELIGIBLE",
  // per ad, once the campaign was approved: ads waiting for their own review, or rejected
  "AD_PENDING_REVIEW",
  "AD_REJECTED",
  // per ad: ads the advertiser paused alone (our addition; the campaign's other ads keep serving)
  "AD_PAUSED",
  // the last 7 complete UTC days missed the campaign's goal (goal-check.ts): it keeps serving, LIMITED
  "GOAL_MISSED",
  // dayparting: otherwise servable, but the current hour is not in the campaign's schedule (until: its next hour)
  "OUTSIDE_SCHEDULE",
] as const;
export type ServingReason = (typeof SERVING_REASONS)[number];

// ---- request pieces -------------------------------------------------------------------------------------

/** A name of 1 to 40 characters as a person counts them (an emoji or a Hangul syllable is one). */
export const campaignNameSchema = z
  .string()
  .trim()
  .refine((v) => graphemeCount(v) >= 1, "must not be empty")
  .refine((v) => graphemeCount(v) <= CAMPAIGN_NAME_MAX, `must be at most ${CAMPAIGN_NAME_MAX} characters`)
  .describe(`1 to ${CAMPAIGN_NAME_MAX} characters (an emoji or a Hangul syllable counts once)`)
  .meta({ minLength: 1, maxLength: CAMPAIGN_NAME_MAX });

const currencySchema = z.literal(CURRENCY, { error: `must be ${CURRENCY}` }).describe("Currency; CURRENCY_KRW is the only one");

export const budgetSchema = z
  .number({ error: "must be a number" })
  .int("must be a whole number of won (KRW has no minor unit)")
  .min(0, "must not be negative")
  .max(BUDGET_MAX, `must be at most ${BUDGET_MAX}`)
  .describe(`Budget in KRW: an integer from 0 to ${BUDGET_MAX}`);

/** A daily cap of 0 would never serve: at least 1 KRW (remove the cap instead). */
const dailyBudgetSchema = z
  .number({ error: "must be a number" })
  .int("must be a whole number of won (KRW has no minor unit)")
  .min(1, "must be at least 1")
  .max(BUDGET_MAX, `must be at most ${BUDGET_MAX}`)
  .describe(
    `Extension: the most one budget day's charged spend may reach (the campaign's budgetDay), in KRW: an integer from 1 to ${BUDGET_MAX}`,
  );

export const cpmSchema = z
  .number({ error: "must be a number" })
  .int("must be a whole number of won (KRW has no minor unit)")
  .min(0, "must not be negative")
  .max(CPM_MAX, `must be at most ${CPM_MAX}`)
  .describe(`Price per thousand impressions in KRW: an integer from 0 to ${CPM_MAX}`);

/** An array whose items may not repeat; a repeat is named by its index (`targeting.locations.1`). */
function distinctList<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .max(max, `at most ${max} items`)
    .superRefine((list, ctx) => {
      const seen = new Set<unknown>();
      list.forEach((value, index) => {
        if (seen.has(value)) ctx.addIssue({ code: "custom", path: [index], message: `repeats ${JSON.stringify(value)}` });
        seen.add(value);
      });
    });
}

const labelSchema = z
  .string()
  .refine((v) => graphemeCount(v) >= 1, "must not be empty")
  .refine((v) => graphemeCount(v) <= LABEL_MAX, `must be at most ${LABEL_MAX} characters`)
  .meta({ minLength: 1, maxLength: LABEL_MAX });

/** tags, btags and an ad's categories: strings of 1 to 50 characters, at most 50, no repeats. */
export const labelListSchema = distinctList(labelSchema, LABELS_MAX);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: (issue) => `${JSON.stringify(issue.input)} is not ${what}` });

const targetingPlatformSchema = oneOf(APP_PLATFORMS, `one of ${APP_PLATFORMS.join(", ")}`);
const deviceTypeSchema = oneOf(DEVICE_TYPES, `one of ${DEVICE_TYPES.join(", ")}`);
/** A country as targeting and delivery rows name it. */
export const countryCodeSchema = oneOf(COUNTRY_CODES, "an ISO 3166-1 alpha-2 country code in upper case (KR)");
const languageCodeSchema = oneOf(LANGUAGE_CODES, "an ISO 639-1 language code in lower case (ko)");

const targetingShape = {
  platforms: distinctList(targetingPlatformSchema, APP_PLATFORMS.length).describe("App platforms to serve on; empty = all"),
  devices: distinctList(deviceTypeSchema, DEVICE_TYPES.length).describe(
    "DEVICE_TYPE_MOBILE_TABLET (phones and tablets) or DEVICE_TYPE_DESKTOP; empty = all",
  ),
  tags: labelListSchema.describe("Inventory tags to serve on (1 to 50 characters each, at most 50); empty = all"),
  locations: distinctList(countryCodeSchema, COUNTRY_CODES.length).describe(
    "ISO 3166-1 alpha-2 country codes, upper-case (KR); empty = everywhere",
  ),
  languages: distinctList(languageCodeSchema, LANGUAGE_CODES.length).describe("ISO 639-1 language codes, lower-case (ko); empty = all"),
};

/** Targeting in a campaign create or update request: all five arrays, no inventoryTargets. */
export const targetingBody = z.strictObject(targetingShape).meta({ id: "Targeting" });

// A creative holds exactly one of image and video, as the document says with oneOf (the refinement above checks
// requests; answers are built that way).
const IMAGE_OR_VIDEO = { oneOf: [{ required: ["image"] }, { required: ["video"] }] };
const IMAGE_OR_VIDEO_ANSWER = {
  oneOf: (["image", "video"] as const).map((kind) => ({
    type: "object",
    required: [kind],
    // the other members are the creative's own, above
    additionalProperties: true,
    properties: { [kind]: { $ref: `#/components/schemas/${kind === "image" ? "Image" : "Video"}` } },
  })),
};

/** Extension of the request grammar: a creative is an uploaded asset or, for images, a file hosted elsewhere. */
export const imageSource = z
  .strictObject({
    assetId: objectIdSchema.optional().describe("An uploaded image asset of this organization, READY"),
    url: urlSchema.optional().describe("Hosted image: its address (Url)"),
    width: z
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .optional()
      .describe("Hosted image: width in pixels, at least 1"),
    height: z
      .number()
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .optional()
      .describe("Hosted image: height in pixels, at least 1"),
    mime: z
      .string()
      .min(1, "must not be empty")
      .max(MIME_MAX, `must be at most ${MIME_MAX} characters`)
      .optional()
      .describe(`Hosted image: media type, 1 to ${MIME_MAX} characters`),
  })
  .superRefine((image, ctx) => {
    const hosted = ["url", "width", "height", "mime"] as const;
    if (image.assetId !== undefined) {
      for (const key of hosted) {
        if (image[key] !== undefined) ctx.addIssue({ code: "custom", path: [key], message: "cannot be sent with assetId" });
      }
      return;
    }
    for (const key of hosted)
      if (image[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: "is required (or send assetId)" });
  })
  .describe("{ assetId } for an uploaded image, or { url, width, height, mime } for one hosted elsewhere");

export const videoSource = z
  .strictObject({ assetId: objectIdSchema.describe("An uploaded video asset of this organization, READY") })
  .describe("{ assetId } of an uploaded video (extension)");

const creativeBody = z
  .strictObject({ image: imageSource.optional(), video: videoSource.optional() })
  .superRefine((creative, ctx) => {
    const sent = Number(creative.image !== undefined) + Number(creative.video !== undefined);
    if (sent !== 1) ctx.addIssue({ code: "custom", path: [], message: "must have exactly one of image or video" });
  })
  .describe("Creative: { image } or { video }")
  .meta({ id: "CreativeRequest", ...IMAGE_OR_VIDEO });
export type CreativeInput = z.output<typeof creativeBody>;

export const adBody = z
  .strictObject({
    name: campaignNameSchema.describe(`Ad name, 1 to ${CAMPAIGN_NAME_MAX} characters`),
    cur: currencySchema.optional(),
    categories: labelListSchema.describe("Categories of the ad (1 to 50 characters each, at most 50)"),
    cpm: cpmSchema.optional(),
    productType: z.literal(AD_PRODUCT_TYPE, { error: `must be ${AD_PRODUCT_TYPE}` }),
    creatives: z.array(creativeBody).min(1, "must have at least one creative").max(CREATIVES_MAX, `at most ${CREATIVES_MAX} creatives`),
    destinationUrl: urlSchema.optional().describe("Where a click leads (Url)"),
    promotedAppId: objectIdSchema.optional().describe("An app of this organization that the ad promotes"),
    frequencyCap: frequencyCapBody.describe(
      "Extension: this ad's own cap (how many impressions one user may be shown of it per hour, day or week), within the campaign's; null or left out for none",
    ),
  })
  .meta({ id: "AdRequest" });

function endAfterStart(body: { startAt?: Date; endAt?: Date | null }, ctx: z.RefinementCtx) {
  if (body.startAt && body.endAt && body.endAt.getTime() <= body.startAt.getTime()) {
    ctx.addIssue({ code: "custom", path: ["endAt"], message: "must be after startAt" });
  }
}

/** A start is either a time (startAt) or "as soon as it is approved" (startOnApproval: true), never both. */
function oneStart(body: { startAt?: Date; startOnApproval?: boolean }, ctx: z.RefinementCtx, required: boolean) {
  if (body.startAt && body.startOnApproval) {
    ctx.addIssue({ code: "custom", path: ["startOnApproval"], message: "cannot be true when startAt is given" });
  } else if (body.startOnApproval === false && !body.startAt && !required) {
    ctx.addIssue({ code: "custom", path: ["startAt"], message: "is required when startOnApproval is false" });
  } else if (required && !body.startAt && !body.startOnApproval) {
    ctx.addIssue({ code: "custom", path: ["startAt"], message: "is required unless startOnApproval is true" });
  }
}

const startOnApprovalSchema = z
  .boolean({ error: "must be true or false" })
  .describe(
    "Extension: true starts the campaign as soon as a reviewer approves it (startAt is then left out, and approval " +
      "sets it to that moment)",
  );

/** Operation 2 body. */
export const createCampaignBody = z
  .strictObject({
    name: campaignNameSchema,
    startAt: timestampSchema.optional().describe("When delivery may start (Timestamp); required unless startOnApproval is true"),
    startOnApproval: startOnApprovalSchema.optional(),
    endAt: timestampSchema.optional().describe("When delivery stops (Timestamp), after startAt (after now with startOnApproval)"),
    cur: currencySchema,
    budget: budgetSchema,
    dailyBudget: dailyBudgetSchema.optional(),
    targeting: targetingBody,
    btags: labelListSchema.describe("Inventory tags never to serve on (1 to 50 characters each, at most 50)"),
    ads: z.array(adBody).min(1, "must have at least one ad").max(ADS_MAX, `at most ${ADS_MAX} ads`),
    bid: bidBody.optional().describe("Extension: what the campaign pays for (default: BID_TYPE_CPM, each ad's cpm)"),
    goal: goalBody.optional(),
    frequencyCap: frequencyCapBody,
    schedule: scheduleBody,
    draft: z
      .boolean({ error: "must be true or false" })
      .optional()
      .describe(
        "Extension: true saves the campaign as CAMPAIGN_STATUS_DRAFT: not reviewed, not served, changeable in full; " +
          "POST …/status { status: CAMPAIGN_STATUS_PENDING } submits it",
      ),
  })
  .superRefine((body, ctx) => {
    oneStart(body, ctx, true);
    endAfterStart(body, ctx);
  })
  .meta({ id: "CreateCampaignRequest" });
export type CreateCampaignInput = z.output<typeof createCampaignBody>;

/** Extension PATCH of a regular campaign: every member optional; ads are fixed once created. */
export const updateCampaignBody = z
  .strictObject({
    name: campaignNameSchema.optional(),
    budget: budgetSchema.optional().describe("New budget; not below what was already spent (409 BUDGET_BELOW_SPEND)"),
    dailyBudget: dailyBudgetSchema.nullable().optional().describe("New daily budget (KRW per budget day), or null for none"),
    startAt: timestampSchema.optional().describe("New start (Timestamp), until the campaign has started (409 CAMPAIGN_STARTED after)"),
    startOnApproval: startOnApprovalSchema.optional(),
    endAt: timestampSchema.nullable().optional().describe("New end (Timestamp, after startAt), or null for none"),
    targeting: targetingBody.optional(),
    btags: labelListSchema.optional(),
    bid: bidBody.optional().describe("Extension: members left out keep their value; type cannot change once the campaign has spent"),
    goal: goalBody.optional(),
    frequencyCap: frequencyCapBody.describe("Extension: the new cap, or null for none; left out: unchanged"),
    schedule: scheduleBody.describe("Extension: the new schedule (the whole week), or null for every hour; left out: unchanged"),
  })
  .superRefine((body, ctx) => {
    oneStart(body, ctx, false);
    endAfterStart(body, ctx);
  })
  .meta({ id: "UpdateCampaignRequest" });
export type UpdateCampaignInput = z.output<typeof updateCampaignBody>;

/** The statuses a caller can ask for; PENDING submits a draft or resubmits a rejected campaign. */
const CAMPAIGN_TARGET_STATUSES = [
  "CAMPAIGN_STATUS_PENDING",
  "CAMPAIGN_STATUS_ACTIVE",
  "CAMPAIGN_STATUS_REJECTED",
  "CAMPAIGN_STATUS_PAUSED",
  "CAMPAIGN_STATUS_ENDED",
] as const satisfies readonly CampaignStatus[];

/**
 * Extension POST /campaign/{campaignId}/status. ACTIVE from PENDING approves and REJECTED rejects (reviewers);
 * PAUSED, ACTIVE (resume) and ENDED are the members', on a PENDING campaign too (pause while it waits for review,
 * or withdraw that pause); PENDING submits a DRAFT or resubmits a REJECTED campaign (members).
 */
export const changeCampaignStatusBody = z
  .strictObject({
    status: z.enum(CAMPAIGN_TARGET_STATUSES, { error: `must be one of ${CAMPAIGN_TARGET_STATUSES.join(", ")}` }),
    reason: reasonSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === "CAMPAIGN_STATUS_REJECTED" && !body.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "is required to reject" });
    }
  })
  .meta({ id: "ChangeCampaignStatusRequest" });

const campaignStatusSchema = z
  .enum(CAMPAIGN_STATUSES, { error: `must be one of ${CAMPAIGN_STATUSES.join(", ")}` })
  .describe("Campaign status; ACTIVE or PAUSED campaigns whose endAt has passed read as ENDED");

export const campaignIdParams = { campaignId: objectIdSchema.describe("Campaign id") };

/** What the campaign list may be ordered by: its creation (the default), or a metric of its delivery over the range. */
const CAMPAIGN_METRIC_SORTS = ["spend", "impressions", "clicks", "installs", "ctr", "ecpm", "cpi", ...CAMPAIGN_COHORT_SORTS] as const;
export type CampaignMetricSort = (typeof CAMPAIGN_METRIC_SORTS)[number];
export const CAMPAIGN_SORTS = ["createdAt", ...CAMPAIGN_METRIC_SORTS] as const;
export const CAMPAIGN_LIST_INCLUDES = ["metrics"] as const;
const METRICS_DAYS_DEFAULT = 30;
const METRICS_DAYS_MAX = 366;

const metricsDaySchema = z.string().refine(isUtcDay, "must be a calendar day written YYYY-MM-DD");

/** Extension GET campaigns: newest first, or by a metric of the campaigns' delivery over a range of UTC days. */
export const listCampaignsQuery = paginationQuery
  .extend({
    status: campaignStatusSchema.optional().describe("Only campaigns in this status (as read: ENDED includes those past endAt)"),
    name: z.string().trim().min(1).max(100).optional().describe("Only campaigns whose name contains this, ignoring case"),
    promotedAppId: objectIdSchema.optional().describe("Only campaigns with an ad promoting this app"),
    kind: z.enum(CAMPAIGN_KINDS).default("REGULAR").describe("REGULAR (default) or HOUSE campaigns"),
    include: z
      .enum(CAMPAIGN_LIST_INCLUDES)
      .optional()
      .describe("metrics: each campaign carries `metrics`, its delivery over from..to (implied by a metric sort)"),
    from: metricsDaySchema.optional().describe("First UTC day of the metrics, inclusive (default: 29 days before `to`)"),
    to: metricsDaySchema.optional().describe("Last UTC day of the metrics, inclusive (default: today, UTC)"),
    sort: z
      .enum(CAMPAIGN_SORTS)
      .default("createdAt")
      .describe(
        "createdAt (default), or a metric over from..to; campaigns without delivery count 0, and a rate with a divisor of 0 comes last",
      ),
    order: z.enum(SORT_ORDERS).default("desc").describe("desc (default): newest or largest first"),
    // Opaque either way: a creation keyset for sort=createdAt, the metric's value and the id for a metric sort.
    cursor: z.string().optional().describe("nextCursor of the previous page, with the same sort and order (opaque)"),
  })
  .transform(({ cursor, ...query }, ctx): ListCampaignsQuery => {
    const to = query.to ?? utcDayOf(Date.now());
    const from = query.from ?? addUtcDays(to, -(METRICS_DAYS_DEFAULT - 1));
    if (from > to) ctx.addIssue({ code: "custom", path: ["to"], message: "must not be before from" });
    else if (utcDaysInclusive(from, to) > METRICS_DAYS_MAX) {
      ctx.addIssue({ code: "custom", path: ["to"], message: `the range may span at most ${METRICS_DAYS_MAX} days` });
    }
    const sort = query.sort === "createdAt" ? null : query.sort;
    const metrics = query.include === "metrics" || sort !== null ? { from, to } : null;
    const position = cursor === undefined ? undefined : sort ? decodeValueCursor(`${sort}:${query.order}`, cursor) : decodeCursor(cursor);
    if (position === null) ctx.addIssue({ code: "custom", path: ["cursor"], message: "is not a cursor from a previous page's nextCursor" });
    const { status, name, promotedAppId, kind, limit, order } = query;
    return {
      ...{ status, name, promotedAppId, kind, limit, order, sort, metrics },
      ...(position && (sort ? { after: position as ValueKeyset } : { cursor: position as Keyset })),
    };
  })
  .describe("ListCampaignsQuery");
/** The list's query as parsed: `metrics` the range when delivery is summed, `sort` null for newest first. */
export type ListCampaignsQuery = {
  limit: number;
  status?: CampaignStatus;
  name?: string;
  promotedAppId?: string;
  kind: CampaignKind;
  order: SortOrder;
  sort: CampaignMetricSort | null;
  metrics: { from: string; to: string } | null;
  cursor?: Keyset;
  after?: ValueKeyset;
};

/** Extension GET /campaign/{campaignId}/history and the reviewers' queue: a cursor and a limit. */
export const campaignPageQuery = paginationQuery.describe("CampaignPageQuery");

// ---- responses ------------------------------------------------------------------------------------------

const mediaShape = {
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  mime: z.string().min(1).max(MIME_MAX),
  aspectRatio: z.number().positive().describe("width / height"),
  url: uriText.describe("Url of the file"),
};
const imageMediaSchema = z.object(mediaShape).meta({ id: "Image" });
const videoMediaSchema = z.object({ ...mediaShape, durationSec: z.number().positive() }).meta({ id: "Video" });

export const creativeSchema = z
  .object({
    _id: z.string(),
    assetId: z
      .string()
      .optional()
      .describe("Extension: the uploaded asset the creative was made from, or the stored snapshot of a hosted image"),
    sourceUrl: uriText
      .optional()
      .describe("Extension: where a hosted image was fetched from; its snapshot, stored as an asset, is what serves"),
    snapshotError: z
      .object({
        reason: z
          .string()
          .describe(
            "ADDRESS_NOT_PUBLIC, HOST_NOT_FOUND, BAD_SCHEME, BAD_URL, TOO_MANY_REDIRECTS, TOO_LARGE, SIZE_MISMATCH, UNSUPPORTED_TYPE, HTTP_STATUS, TIMEOUT, NETWORK_ERROR, INVALID_IMAGE, ANIMATED_IMAGE_NOT_ALLOWED, SNAPSHOT_INTERRUPTED or SNAPSHOT_ERROR",
          ),
        message: z.string(),
      })
      .optional()
      .describe(
        "Extension: present when storing the hosted image's snapshot failed; the creative answers its hosted url until a snapshot is stored (with sourceUrl and no assetId, it is waiting)",
      )
      .meta({ id: "CreativeSnapshotError" }),
    image: imageMediaSchema.optional(),
    video: videoMediaSchema.optional(),
    thumbnail: z
      .object({
        url: uriText.describe("Url of the WebP preview"),
        width: z.number().int().min(1),
        height: z.number().int().min(1),
      })
      .optional()
      .describe("Extension: a WebP preview of an image creative, at most 320×320, for showing it small; absent for videos")
      .meta({ id: "CreativeThumbnail" }),
  })
  .meta({ id: "Creative", description: "Creative: image or video", ...IMAGE_OR_VIDEO_ANSWER });
export type Creative = z.infer<typeof creativeSchema>;

export const AD_STATUSES = ["AD_STATUS_ACTIVE", "AD_STATUS_PAUSED"] as const;
export type AdStatus = (typeof AD_STATUSES)[number];
export const AD_REVIEW_STATUSES = ["APPROVED", "PENDING", "REJECTED"] as const;
export type AdReviewStatus = (typeof AD_REVIEW_STATUSES)[number];

const adReviewSchema = z
  .object({
    status: z.enum(AD_REVIEW_STATUSES),
    reason: z.string().optional().describe("The reviewer's reason when REJECTED"),
  })
  .meta({ id: "AdReview", description: "Extension: the review of the ad's current version" });

export const adSchema = z
  .object({
    _id: z.string(),
    cur: z.literal(CURRENCY),
    name: z.string(),
    categories: z.array(z.string()),
    cpm: z.number().int().optional(),
    productType: z.string(),
    creatives: z.array(creativeSchema).min(1),
    destinationUrl: uriText.optional(),
    promotedAppId: z.string().optional(),
    status: z.enum(AD_STATUSES).describe("Extension: AD_STATUS_PAUSED when the advertiser paused this ad alone"),
    review: adReviewSchema,
    frequencyCap: frequencyCapSchema.nullable().describe("Extension: the ad's own frequency cap; null: none (the campaign's applies)"),
  })
  .meta({ id: "Ad" });

export const targetingSchema = z
  .object({
    platforms: z.array(z.string()),
    devices: z.array(z.string()),
    tags: z.array(z.string()),
    locations: z.array(z.string()),
    languages: z.array(z.string()),
    inventoryTargets: z.array(z.object({ organizationId: z.string() })),
  })
  .meta({ id: "TargetingResponse" });

const servingReasonSchema = z
  .object({
    reason: z.enum(SERVING_REASONS),
    message: z.string().describe("The cause in words (English)"),
    adIds: z.array(z.string()).optional().describe("The ads held back, when the cause concerns only some ads"),
    until: z.iso.datetime({ offset: true }).optional().describe("OUTSIDE_SCHEDULE: when the campaign's next scheduled hour starts"),
    timeZone: z.string().optional().describe("OUTSIDE_SCHEDULE: the time zone of the campaign's schedule"),
  })
  .meta({ id: "ServingReason" });
export type ServingReasonItem = z.infer<typeof servingReasonSchema>;

const servingSchema = z
  .object({
    status: z.enum(SERVING_STATUSES).describe("SERVING, LIMITED (some ads held back, or the goal missed) or NOT_SERVING"),
    reasons: z.array(servingReasonSchema),
  })
  .describe("Extension: whether the campaign can deliver now, and every reason it cannot (computed when read)");
export type Serving = z.infer<typeof servingSchema>;

export const campaignSchema = z
  .object({
    advertiser: z.string().describe("The organization id"),
    _id: z.string(),
    status: campaignStatusSchema,
    budgetRemain: z.number().int(),
    name: z.string(),
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }).optional(),
    cur: z.literal(CURRENCY),
    budget: z.number().int(),
    targeting: targetingSchema,
    btags: z.array(z.string()),
    ads: z.array(adSchema),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    kind: z.enum(CAMPAIGN_KINDS).describe("Extension: REGULAR, or HOUSE for a cross promotion's house campaign"),
    statusReason: z.string().optional().describe("Extension: the reviewer's reason when REJECTED"),
    dailyBudget: z
      .number()
      .int()
      .optional()
      .describe("Extension: the daily budget in KRW, when set; counted per budget day (see budgetDay)"),
    spentToday: z.number().int().optional().describe("Extension: KRW charged on the current budget day; regular campaigns"),
    budgetDay: z
      .enum(BUDGET_DAYS)
      .optional()
      .describe(
        "Extension: the day spentToday and the daily budget count in now: ORGANIZATION (the organization's time zone, " +
          "once the campaign's delivery is reported by the hour in the last 2 days) or UTC (delivery reported by the day); regular campaigns",
      ),
    budgetResetAt: z.iso
      .datetime({ offset: true })
      .optional()
      .describe("Extension: when the current budget day ends and spentToday starts again from 0; regular campaigns"),
    pauseRequested: z
      .literal(true)
      .optional()
      .describe("Extension: the advertiser paused the campaign while it waits for review; approval leaves it PAUSED"),
    startOnApproval: z
      .literal(true)
      .optional()
      .describe("Extension: the campaign starts as soon as it is approved; approval sets startAt to that moment"),
    endedByEndAt: z
      .literal(true)
      .optional()
      .describe("Extension: ENDED only because endAt passed; moving endAt ahead (PATCH) brings it back"),
    skanId: z
      .number()
      .int()
      .min(1)
      .max(99)
      .optional()
      .describe(
        "Extension: the SKAdNetwork / AdAttributionKit identifier Apple's postbacks name this campaign by (campaign-id, " +
          "source-identifier); present once the campaign promotes an iOS app",
      ),
    bid: bidSchema,
    goal: goalSchema,
    goalStatus: goalStatusSchema,
    frequencyCap: frequencyCapSchema
      .nullable()
      .describe("Extension: how many impressions one user may be shown of the campaign's ads per hour, day or week; null: none"),
    schedule: scheduleSchema,
    serving: servingSchema,
  })
  .meta({ id: "Campaign" });
export type Campaign = z.infer<typeof campaignSchema>;

const rate = (what: string) => z.number().nullable().describe(`${what}; null when the divisor is 0`);

/** A campaign's delivery over a range, as the reports count it (their rows carry the same figures). */
const campaignMetricsSchema = z
  .object({
    impressions: z.number().int(),
    clicks: z.number().int(),
    installs: z.number().int(),
    spend: z.number().int().describe("KRW charged (reported spend over a budget or the balance is not counted)"),
    ctr: rate("clicks / impressions"),
    ecpm: rate("spend per 1,000 impressions, KRW"),
    cpi: rate("spend per install, KRW"),
    ...cohortListMetricsShape,
  })
  .meta({ id: "CampaignMetrics" });
export type CampaignMetrics = z.infer<typeof campaignMetricsSchema>;

const campaignListItemSchema = campaignSchema
  .extend({
    metrics: campaignMetricsSchema
      .optional()
      .describe("Extension, with include=metrics or a metric sort: the campaign's delivery over from..to (UTC days)"),
  })
  .meta({ id: "CampaignListItem" });
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

export const campaignListSchema = pageSchema(campaignListItemSchema).meta({ id: "CampaignList" });

export const campaignStatusRecordSchema = z
  .object({
    _id: z.string(),
    campaignId: z.string(),
    statusFrom: z
      .string()
      .optional()
      .describe(
        "CAMPAIGN_STATUS_*, or an ad's review status (APPROVED, PENDING, REJECTED) when adId is set; absent on a creation's record",
      ),
    statusTo: z.string(),
    adId: z
      .string()
      .optional()
      .describe("Extension: set when the record is one ad's review round (statusFrom/statusTo are then review statuses)"),
    adName: z.string().optional().describe("Extension: the ad's current name"),
    changes: z
      .array(z.string())
      .optional()
      .describe("Extension: on an ad's submission to review, the fields that differ from its approved version (all of them for a new ad)"),
    reason: z.string().optional(),
    changedBy: z.string().optional().describe("Id of the user; absent when endAt passing ended the campaign"),
    changedByName: z.string().optional(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "CampaignStatusRecord" });
export type CampaignStatusRecord = z.infer<typeof campaignStatusRecordSchema>;

export const campaignHistorySchema = pageSchema(campaignStatusRecordSchema).meta({ id: "CampaignHistory" });
export type CampaignHistory = z.infer<typeof campaignHistorySchema>;

/** A queue item: the organization, then the whole campaign (submittedAt is its createdAt: creating submits it). */
export const campaignReviewItemSchema = reviewQueueItemSchema({ ...campaignSchema.shape, ...reviewStatusFields }).describe(
  "CampaignReviewItem",
);
export type CampaignReviewItem = z.infer<typeof campaignReviewItemSchema>;

export const campaignReviewQueueSchema = reviewQueueSchema(campaignReviewItemSchema).meta({ id: "CampaignReviewQueue" });
export type CampaignReviewQueue = z.infer<typeof campaignReviewQueueSchema>;

// Extension: the serving forecast

export const FORECAST_REASONS = ["BALANCE", "BUDGET", "END_DATE"] as const;

export const campaignForecastSchema = z
  .object({
    campaignId: z.string(),
    stopsAt: z.iso
      .datetime({ offset: true })
      .nullable()
      .describe(
        "When serving stops at the last 7 days' pace: the earliest of the end date, the remaining budget at this campaign's pace " +
          "and the organization's balance at every campaign's pace. Null when the campaign is not running (pending, paused, " +
          "rejected, ended, budget or balance already gone, every ad held back), or has no end date and no pace.",
      ),
    reason: z
      .enum(FORECAST_REASONS)
      .nullable()
      .describe("What stops it: BALANCE runs out, BUDGET is spent, or END_DATE comes (on a tie: END_DATE, then BUDGET)"),
    pace: z
      .number()
      .int()
      .describe("KRW a day this campaign was charged on average over the last 7 UTC days (today included), at most its daily budget"),
    organizationPace: z
      .number()
      .int()
      .nullable()
      .describe("KRW a day every regular campaign of the organization was charged over the same days; null without balance:read"),
    from: z.string().describe("First UTC day (YYYY-MM-DD) of the 7 the pace is taken from"),
    to: z.string().describe("Last UTC day (today)"),
  })
  .meta({ id: "CampaignForecast" });
export type CampaignForecast = z.infer<typeof campaignForecastSchema>;
