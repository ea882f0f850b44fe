import {
  createCrossPromotionBody,
  crossPromotionListSchema,
  crossPromotionSchema,
  houseCampaignIdParams,
  houseCampaignSchema,
  listCrossPromotionsQuery,
  updateHouseCampaignBody,
} from "@/lib/cross-promotions/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const HOUSE = "/api/core/organization/{organizationId}/house-campaign";

const ORG = "6740a1b2c3d4e5f601234567";
const CHILD = "6740a1b2c3d4e5f601234599";
const FOREIGN = "6740a1b2c3d4e5f6012345ff";
const APP = "6740a1b2c3d4e5f601234568";

const targeting = {
  platforms: ["APP_PLATFORM_ANDROID"],
  devices: ["DEVICE_TYPE_MOBILE_TABLET"],
  tags: [],
  locations: ["KR"],
  languages: ["ko"],
  inventoryTargets: [{ organizationId: ORG }, { organizationId: CHILD }],
};

const createExample = {
  name: "Play Puzzle Forge",
  startAt: "2026-12-01T00:00:00+09:00",
  targeting,
  btags: [],
  ads: [
    {
      name: "Forge banner",
      categories: ["puzzle"],
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [{ image: { url: "https://cdn.pixelforge.example/ads/forge.png", width: 320, height: 50, mime: "image/png" } }],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle",
    },
  ],
  promotedAppId: APP,
};

const campaignExample = {
  advertiser: ORG,
  _id: "6740a2b2c3d4e5f601234580",
  status: "CAMPAIGN_STATUS_PENDING",
  budgetRemain: 0,
  name: "Play Puzzle Forge",
  startAt: "2026-11-30T15:00:00.000Z",
  cur: "CURRENCY_KRW",
  budget: 0,
  targeting,
  btags: [],
  ads: [
    {
      _id: "6740a2b2c3d4e5f601234581",
      cur: "CURRENCY_KRW",
      name: "Forge banner",
      categories: ["puzzle"],
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [
        {
          _id: "6740a2b2c3d4e5f601234582",
          image: { width: 320, height: 50, mime: "image/png", aspectRatio: 6.4, url: "https://cdn.pixelforge.example/ads/forge.png" },
        },
      ],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle",
      promotedAppId: APP,
    },
  ],
  createdAt: "2026-11-22T09:00:00.000Z",
  updatedAt: "2026-11-22T09:00:00.000Z",
  kind: "HOUSE",
  serving: {
    status: "NOT_SERVING",
    reasons: [{ reason: "PENDING_REVIEW", message: "Waiting for a platform reviewer to approve the campaign." }],
  },
};

const recordExample = {
  _id: "6740a2b2c3d4e5f601234583",
  organizationId: ORG,
  campaignId: campaignExample._id,
  promotedAppId: APP,
  houseCampaign: {
    campaign: campaignExample,
    servingEligibility: { status: "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_ELIGIBLE", issues: [] },
    crossPromotionId: "6740a2b2c3d4e5f601234583",
    promotedAppId: APP,
  },
  createdAt: "2026-11-22T09:00:00.000Z",
  updatedAt: "2026-11-22T09:00:00.000Z",
};

const ELIGIBILITY =
  "servingEligibility is computed when answered, never stored: one issue per affected inventory target and cause. " +
  "A target that is not this organization or one of its descendants (children, grand-children…) gives " +
  "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH; while the promoted app has no APPROVED platform every " +
  "target gets HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_PROMOTED_APP_NOT_APPROVED. Status ELIGIBLE (no issue), " +
  "PARTIALLY_ELIGIBLE (some targets have none) or INELIGIBLE. The campaign's serving agrees (reason INVENTORY_NOT_ELIGIBLE).";

const PERMISSIONS = "house-campaign:* permissions may be scoped to the promoted app.";

export const crossPromotionRoutes: RouteSpec[] = [
  {
    method: "POST",
    path: `${HOUSE}/cross-promotion`,
    operationId: "createCrossPromotion",
    summary: "Create cross promotion",
    description:
      "Creates a house campaign (kind HOUSE, budget 0 = no cap, CAMPAIGN_STATUS_PENDING, CURRENCY_KRW, every ad carrying " +
      "promotedAppId) and the record linking it to the app, in one transaction. promotedAppId must be an app of this " +
      `organization (404). Ads and creatives as in createCampaign; at least one inventory target. ${ELIGIBILITY} ${PERMISSIONS}`,
    tag: "Cross promotions",
    operation: 4,
    body: createCrossPromotionBody,
    response: crossPromotionSchema,
    errors: [404, 409],
    requestExample: createExample,
    responseExample: recordExample,
    reasons: ["CREATIVE_NOT_READY"],
  },
  {
    method: "GET",
    path: `${HOUSE}/cross-promotion`,
    operationId: "listCrossPromotions",
    summary: "List cross promotions",
    description:
      'An array, newest first; limit (1 to 200, default 50) and cursor, the next page in a Link header (rel="next"). ' +
      `promotedAppId filters by app. ${ELIGIBILITY} A page costs a fixed number of queries whatever its size. ${PERMISSIONS}`,
    tag: "Cross promotions",
    operation: 5,
    query: listCrossPromotionsQuery,
    response: crossPromotionListSchema,
    responseExample: [recordExample],
  },
  {
    method: "PUT",
    path: `${HOUSE}/{campaignId}`,
    operationId: "updateHouseCampaign",
    summary: "Update house campaign",
    description:
      "name, targeting (all five arrays and at least one inventory target) and btags are required; budget caps the value " +
      "of reported delivery (not below what it already used: 409 BUDGET_BELOW_SPEND); endAt after startAt, null clears it. " +
      "Ads are fixed. A regular campaign's id is 404 here (and PATCH campaign is 404 for a house campaign); an ENDED or " +
      `REJECTED campaign is 409 INVALID_STATUS_TRANSITION. ${ELIGIBILITY} ${PERMISSIONS}`,
    tag: "Cross promotions",
    operation: 6,
    params: houseCampaignIdParams,
    body: updateHouseCampaignBody,
    response: houseCampaignSchema,
    errors: [404, 409],
    requestExample: {
      name: "Play Puzzle Forge",
      budget: 0,
      targeting: { ...targeting, inventoryTargets: [...targeting.inventoryTargets, { organizationId: FOREIGN }] },
      btags: ["casino"],
    },
    responseExample: {
      ...recordExample.houseCampaign,
      servingEligibility: {
        status: "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_PARTIALLY_ELIGIBLE",
        issues: [{ reason: "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH", inventoryTarget: { organizationId: FOREIGN } }],
      },
    },
    reasons: ["INVALID_STATUS_TRANSITION", "BUDGET_BELOW_SPEND"],
  },
  {
    method: "GET",
    path: `${HOUSE}/{campaignId}`,
    operationId: "getHouseCampaign",
    summary: "Read house campaign",
    description: `Extension (the console's edit page): the same answer as operation 6, without a change. A regular campaign's id is 404. ${ELIGIBILITY}`,
    tag: "Cross promotions",
    params: houseCampaignIdParams,
    response: houseCampaignSchema,
    errors: [404],
  },
];
