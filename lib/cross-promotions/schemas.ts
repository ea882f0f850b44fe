import { z } from "zod";
import { paginationQuery } from "@/lib/api/pagination";
import { objectIdSchema } from "@/lib/object-id-schema";
import { timestampSchema } from "@/lib/time";
import { ADS_MAX } from "@/lib/campaigns/campaign-constants";
import { adBody, budgetSchema, campaignNameSchema, campaignSchema, labelListSchema, targetingBody } from "@/lib/campaigns/schemas";

const INVENTORY_TARGETS_MAX = 100;

export const ELIGIBILITY_STATUSES = [
  "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_ELIGIBLE",
  "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_PARTIALLY_ELIGIBLE",
  "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_INELIGIBLE",
] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

export const ISSUE_REASONS = [
  "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH",
  "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_PROMOTED_APP_NOT_APPROVED",
] as const;

// ---- requests -------------------------------------------------------------------------------------------

const inventoryTargetBody = z
  .strictObject({ organizationId: objectIdSchema.describe("This organization or one of its descendants") })
  .meta({ id: "InventoryTarget" });

/** At least one target, no organization twice (a repeat is named by its index). */
const inventoryTargetsBody = z
  .array(inventoryTargetBody)
  .min(1, "must have at least one inventory target")
  .max(INVENTORY_TARGETS_MAX, `at most ${INVENTORY_TARGETS_MAX} inventory targets`)
  .superRefine((targets, ctx) => {
    const seen = new Set<string>();
    targets.forEach((target, index) => {
      if (seen.has(target.organizationId))
        ctx.addIssue({ code: "custom", path: [index, "organizationId"], message: `repeats ${target.organizationId}` });
      seen.add(target.organizationId);
    });
  })
  .describe("Organizations whose apps show the house campaign: this organization or its descendants");

/** Targeting of a house campaign: the five arrays of any campaign, and the inventory it runs on. */
const houseTargetingBody = targetingBody.extend({ inventoryTargets: inventoryTargetsBody }).meta({ id: "HouseTargeting" });

/** An ad of a cross promotion: as in a campaign, its promotedAppId is the cross promotion's. */
const crossPromotionAdBody = adBody.omit({ promotedAppId: true }).meta({ id: "CrossPromotionAdRequest" });

/** Operation 4 body. */
export const createCrossPromotionBody = z
  .strictObject({
    name: campaignNameSchema,
    startAt: timestampSchema.describe("When delivery may start (Timestamp)"),
    endAt: timestampSchema.optional().describe("When delivery stops (Timestamp), after startAt"),
    targeting: houseTargetingBody,
    btags: labelListSchema.describe("Inventory tags never to serve on (1 to 50 characters each, at most 50)"),
    ads: z.array(crossPromotionAdBody).min(1, "must have at least one ad").max(ADS_MAX, `at most ${ADS_MAX} ads`),
    promotedAppId: objectIdSchema.describe("The app of this organization that the house campaign promotes"),
  })
  .superRefine((body, ctx) => {
    if (body.endAt && body.endAt.getTime() <= body.startAt.getTime()) {
      ctx.addIssue({ code: "custom", path: ["endAt"], message: "must be after startAt" });
    }
  })
  .meta({ id: "CreateCrossPromotionRequest" });
export type CreateCrossPromotionInput = z.output<typeof createCrossPromotionBody>;

/** Operation 6 body. */
export const updateHouseCampaignBody = z
  .strictObject({
    name: campaignNameSchema,
    budget: budgetSchema
      .optional()
      .describe("Cap on the value of the reported delivery in KRW (0 = no cap); not below what was already delivered"),
    endAt: timestampSchema.nullable().optional().describe("New end (Timestamp, after startAt), or null for none"),
    targeting: houseTargetingBody,
    btags: labelListSchema.describe("Inventory tags never to serve on"),
  })
  .meta({ id: "UpdateHouseCampaignRequest" });
export type UpdateHouseCampaignInput = z.output<typeof updateHouseCampaignBody>;

/** Operation 5 query: newest first. */
export const listCrossPromotionsQuery = paginationQuery
  .extend({
    promotedAppId: objectIdSchema.optional().describe("Only the cross promotions of this app"),
  })
  .describe("ListCrossPromotionsQuery");
export type ListCrossPromotionsQuery = z.output<typeof listCrossPromotionsQuery>;

export const houseCampaignIdParams = { campaignId: objectIdSchema.describe("House campaign id") };

// ---- responses ------------------------------------------------------------------------------------------

const servingIssueSchema = z
  .object({
    reason: z.enum(ISSUE_REASONS),
    inventoryTarget: z.object({ organizationId: z.string() }),
    productType: z.string().optional(),
  })
  .meta({ id: "ServingIssue" });
export type ServingIssue = z.infer<typeof servingIssueSchema>;

const servingEligibilitySchema = z
  .object({
    status: z.enum(ELIGIBILITY_STATUSES).describe("ELIGIBLE: no issue; PARTIALLY_ELIGIBLE: some targets have none; INELIGIBLE otherwise"),
    issues: z.array(servingIssueSchema).describe("One issue per affected inventory target and cause"),
  })
  .describe("ServingEligibility (computed when read)");
export type ServingEligibility = z.infer<typeof servingEligibilitySchema>;

/** Operation 6 answer, and `houseCampaign` of a cross-promotion record. */
export const houseCampaignSchema = z
  .object({
    campaign: campaignSchema,
    servingEligibility: servingEligibilitySchema,
    crossPromotionId: z.string().optional(),
    promotedAppId: z.string().optional(),
  })
  .meta({ id: "HouseCampaign" });
export type HouseCampaign = z.infer<typeof houseCampaignSchema>;

export const crossPromotionSchema = z
  .object({
    _id: z.string(),
    organizationId: z.string(),
    campaignId: z.string(),
    promotedAppId: z.string(),
    houseCampaign: houseCampaignSchema,
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "CrossPromotion" });
export type CrossPromotion = z.infer<typeof crossPromotionSchema>;

export const crossPromotionListSchema = z.array(crossPromotionSchema).describe("CrossPromotionList (next page in the Link header)");
