import { z } from "zod";
import { errorDetailSchema } from "@/lib/api/error-body-schema";
import { objectIdSchema } from "@/lib/object-id-schema";
import { timestampSchema } from "@/lib/time";
import { urlSchema } from "@/lib/url";
import { bidBody, goalBody } from "./bid-schemas";
import { CAMPAIGN_STATUSES } from "./statuses";
import { ADS_MAX, CREATIVES_MAX } from "./campaign-constants";
import { frequencyCapBody, scheduleBody } from "./delivery-limit-schemas";
import { budgetSchema, campaignNameSchema, cpmSchema, imageSource, labelListSchema, targetingBody, videoSource } from "./schemas";

// A plan: campaigns (with their ads and creatives, targeting, budgets, bid, goal, cap and schedule) as one JSON
// document, exported, kept in a file, edited, previewed and applied. An entry with a campaignId (and the version
// it was exported at) changes that campaign; one without creates a campaign. Members left out stay as they are.

export const PLAN_CAMPAIGNS_MAX = 500;
const VERSION_LENGTH = 16;

const planCreative = z
  .strictObject({ image: imageSource.optional(), video: videoSource.optional() })
  .superRefine((creative, ctx) => {
    const sent = Number(creative.image !== undefined) + Number(creative.video !== undefined);
    if (sent !== 1) ctx.addIssue({ code: "custom", path: [], message: "must have exactly one of image or video" });
  })
  .describe("{ image: { assetId } }, { video: { assetId } } or { image: { url, width, height, mime } } (a file hosted elsewhere)")
  .meta({ id: "PlanCreative" });
export type PlanCreative = z.output<typeof planCreative>;

const planAd = z
  .strictObject({
    adId: objectIdSchema.optional().describe("The ad this entry changes; left out: a new ad"),
    name: campaignNameSchema.optional(),
    categories: labelListSchema.optional(),
    cpm: cpmSchema.nullable().optional().describe("Price per thousand impressions in KRW, or null for none"),
    creatives: z
      .array(planCreative)
      .min(1, "must have at least one creative")
      .max(CREATIVES_MAX, `at most ${CREATIVES_MAX} creatives`)
      .optional()
      .describe("The ad's whole list of creatives, in order: those that match one it has are kept, the others added"),
    destinationUrl: urlSchema.nullable().optional().describe("Where a click leads (Url), or null for none"),
    promotedAppId: objectIdSchema.optional().describe("The app the ad promotes; fixed once the ad exists"),
    frequencyCap: frequencyCapBody,
  })
  .meta({ id: "PlanAd" });
export type PlanAd = z.output<typeof planAd>;

const planTargeting = targetingBody.partial().meta({ id: "PlanTargeting" });

const planCampaign = z
  .strictObject({
    campaignId: objectIdSchema.optional().describe("The campaign this entry changes; left out: the entry creates one"),
    version: z
      .string()
      .length(VERSION_LENGTH, `must be the ${VERSION_LENGTH} characters an export answered`)
      .optional()
      .describe("The campaign's version when it was exported (required with campaignId): a change since refuses the plan, 409 PLAN_STALE"),
    draft: z.boolean().optional().describe("A new campaign only: true saves it as CAMPAIGN_STATUS_DRAFT instead of sending it to review"),
    name: campaignNameSchema.optional(),
    startAt: timestampSchema.optional().describe("When delivery may start (Timestamp)"),
    startOnApproval: z.boolean().optional().describe("true: starts as soon as a reviewer approves it (startAt left out)"),
    endAt: timestampSchema.nullable().optional().describe("When delivery stops (Timestamp), or null for none"),
    budget: budgetSchema.optional(),
    dailyBudget: budgetSchema.min(1, "must be at least 1").nullable().optional().describe("KRW per budget day, or null for none"),
    targeting: planTargeting.optional().describe("Each list left out stays as it is; an empty list is no restriction"),
    btags: labelListSchema.optional(),
    bid: bidBody.optional(),
    goal: goalBody.optional(),
    frequencyCap: frequencyCapBody,
    schedule: scheduleBody,
    ads: z
      .array(planAd)
      .max(ADS_MAX, `at most ${ADS_MAX} ads`)
      .optional()
      .describe("Ads by adId are changed, ads without one added; the campaign's ads a plan leaves out stay as they are"),
  })
  .superRefine((entry, ctx) => {
    if (entry.campaignId !== undefined && entry.version === undefined) {
      ctx.addIssue({ code: "custom", path: ["version"], message: "is required with campaignId (export the campaign to read it)" });
    }
    if (entry.campaignId !== undefined && entry.draft !== undefined) {
      ctx.addIssue({ code: "custom", path: ["draft"], message: "is only for a new campaign (one without campaignId)" });
    }
    if (entry.campaignId === undefined) {
      entry.ads?.forEach((ad, index) => {
        if (ad.adId !== undefined) ctx.addIssue({ code: "custom", path: ["ads", index, "adId"], message: "a new campaign's ads are new" });
      });
    }
    const seen = new Set<string>();
    entry.ads?.forEach((ad, index) => {
      if (ad.adId === undefined) return;
      if (seen.has(ad.adId)) ctx.addIssue({ code: "custom", path: ["ads", index, "adId"], message: `repeats ${ad.adId}` });
      seen.add(ad.adId);
    });
  })
  .meta({ id: "PlanCampaign" });
export type PlanCampaign = z.output<typeof planCampaign>;

/** The plan document: what an export answers, and what a preview or an apply takes. */
export const planBody = z
  .strictObject({
    campaigns: z
      .array(planCampaign)
      .min(1, "must have at least one campaign")
      .max(PLAN_CAMPAIGNS_MAX, `at most ${PLAN_CAMPAIGNS_MAX} campaigns`)
      .superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((entry, index) => {
          if (entry.campaignId === undefined) return;
          if (seen.has(entry.campaignId))
            ctx.addIssue({ code: "custom", path: [index, "campaignId"], message: `repeats ${entry.campaignId}` });
          seen.add(entry.campaignId);
        });
      }),
  })
  .meta({ id: "Plan" });

// ---- answers --------------------------------------------------------------------------------------------

/** An exported entry: every member, as JSON (times as ISO 8601 strings). */
const exportedCreative = z.object({
  image: z
    .object({
      assetId: z.string().optional(),
      url: z.string().optional(),
      width: z.number().optional(),
      height: z.number().optional(),
      mime: z.string().optional(),
    })
    .optional(),
  video: z.object({ assetId: z.string() }).optional(),
});
const exportedAd = z.object({
  adId: z.string(),
  name: z.string(),
  categories: z.array(z.string()),
  cpm: z.number().int().nullable(),
  creatives: z.array(exportedCreative),
  destinationUrl: z.string().nullable(),
  promotedAppId: z.string().optional(),
  frequencyCap: z.object({ impressions: z.number().int(), per: z.string() }).nullable(),
});
const exportedCampaignSchema = z
  .object({
    campaignId: z.string(),
    version: z.string().describe("What the plan carries back: any change of the campaign or its ads since makes it stale"),
    name: z.string(),
    startAt: z.string().optional().describe("Left out when the campaign starts on approval"),
    startOnApproval: z.literal(true).optional(),
    endAt: z.string().nullable(),
    budget: z.number().int(),
    dailyBudget: z.number().int().nullable(),
    targeting: z.object({
      platforms: z.array(z.string()),
      devices: z.array(z.string()),
      tags: z.array(z.string()),
      locations: z.array(z.string()),
      languages: z.array(z.string()),
    }),
    btags: z.array(z.string()),
    bid: z.object({
      type: z.string(),
      amount: z.number().int().nullable(),
      countries: z.array(z.object({ country: z.string(), amount: z.number().int() })),
    }),
    goal: z.object({ type: z.string(), target: z.number().int().nullable() }),
    frequencyCap: z.object({ impressions: z.number().int(), per: z.string() }).nullable(),
    schedule: z.object({ hours: z.array(z.array(z.number().int())) }).nullable(),
    ads: z.array(exportedAd),
  })
  .meta({ id: "PlanCampaignExport" });
export type ExportedCampaign = z.infer<typeof exportedCampaignSchema>;
export type ExportedAd = z.infer<typeof exportedAd>;

export const planExportSchema = z
  .object({ campaigns: z.array(exportedCampaignSchema) })
  .meta({ id: "PlanExport", description: "A plan: send it back (edited) to POST …/plan" });

/** GET …/plan: the organization's regular campaigns matching the list's filters, at most 500. */
export const exportPlanQuery = z
  .object({
    status: z
      .enum(CAMPAIGN_STATUSES, { error: `must be one of ${CAMPAIGN_STATUSES.join(", ")}` })
      .optional()
      .describe("Only campaigns in this status (as read: ENDED includes those past endAt)"),
    name: z.string().trim().min(1).max(100).optional().describe("Only campaigns whose name contains this, ignoring case"),
    promotedAppId: objectIdSchema.optional().describe("Only campaigns with an ad promoting this app"),
  })
  .describe("ExportPlanQuery");

const changeSchema = z
  .object({ field: z.string().describe("e.g. budget, targeting.locations, creatives"), from: z.unknown(), to: z.unknown() })
  .meta({ id: "PlanChange" });
export type PlanChange = z.infer<typeof changeSchema>;

export const PLAN_ACTIONS = ["CREATE", "UPDATE", "UNCHANGED"] as const;
export type PlanAction = (typeof PLAN_ACTIONS)[number];

const planItemError = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  details: z.array(errorDetailSchema).optional().describe("Paths in the plan: campaigns.<index>.<field>"),
});

const planAdResult = z.object({
  index: z.number().int().describe("The ad's place in the entry's ads, from 0"),
  adId: z.string().nullable().describe("null for a new ad in a preview"),
  name: z.string(),
  action: z.enum(PLAN_ACTIONS),
  changes: z.array(changeSchema),
  review: z.boolean().describe("The change sends the ad to review (it will wait for a reviewer before it serves)"),
});

const planCampaignResult = z.object({
  index: z.number().int().describe("The entry's place in campaigns, from 0"),
  campaignId: z.string().nullable().describe("null for a new campaign in a preview"),
  name: z.string(),
  action: z.enum(PLAN_ACTIONS),
  changes: z.array(changeSchema).describe("Field by field, the value now (from) and the plan's (to)"),
  review: z.boolean().describe("A new campaign that goes to review (not a draft)"),
  version: z.string().nullable().describe("The campaign's version once applied (what a next plan carries); null when refused"),
  ads: z.array(planAdResult),
  error: planItemError.optional().describe("Why this entry is refused: nothing of the plan is applied"),
});
export type PlanCampaignResult = z.infer<typeof planCampaignResult>;
export type PlanAdResult = z.infer<typeof planAdResult>;

export const planAnswerSchema = z
  .object({
    planId: z.string().describe("The request id (X-Request-Id) every write of the plan carries in its audit entry"),
    dryRun: z.boolean(),
    committed: z.boolean(),
    campaigns: z.array(planCampaignResult),
  })
  .meta({ id: "PlanAnswer" });
export type PlanAnswer = z.infer<typeof planAnswerSchema>;
