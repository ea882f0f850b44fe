import { bidGoalExample } from "@/lib/operations/campaigns/examples";
export const HOUSE_CAMPAIGN_PATH = "/api/core/organization/{organizationId}/house-campaign";
export const CROSS_PROMOTIONS_TAG = "Cross promotions";

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

export const createCrossPromotionExample = {
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

const houseCampaignExample = {
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
      status: "AD_STATUS_ACTIVE",
      review: { status: "PENDING" },
      frequencyCap: null,
    },
  ],
  createdAt: "2026-11-22T09:00:00.000Z",
  updatedAt: "2026-11-22T09:00:00.000Z",
  kind: "HOUSE",
  ...bidGoalExample({}),
  frequencyCap: null,
  schedule: null,
  serving: {
    status: "NOT_SERVING",
    reasons: [{ reason: "PENDING_REVIEW", message: "Waiting for a platform reviewer to approve the campaign." }],
  },
};

export const crossPromotionExample = {
  _id: "6740a2b2c3d4e5f601234583",
  organizationId: ORG,
  campaignId: houseCampaignExample._id,
  promotedAppId: APP,
  houseCampaign: {
    campaign: houseCampaignExample,
    servingEligibility: { status: "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_ELIGIBLE", issues: [] },
    crossPromotionId: "6740a2b2c3d4e5f601234583",
    promotedAppId: APP,
  },
  createdAt: "2026-11-22T09:00:00.000Z",
  updatedAt: "2026-11-22T09:00:00.000Z",
};

export const updateHouseCampaignExample = {
  name: "Play Puzzle Forge",
  budget: 0,
  targeting: { ...targeting, inventoryTargets: [...targeting.inventoryTargets, { organizationId: FOREIGN }] },
  btags: ["casino"],
};

export const updatedHouseCampaignExample = {
  ...crossPromotionExample.houseCampaign,
  servingEligibility: {
    status: "HOUSE_CAMPAIGN_SERVING_ELIGIBILITY_STATUS_PARTIALLY_ELIGIBLE",
    issues: [{ reason: "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH", inventoryTarget: { organizationId: FOREIGN } }],
  },
};

export const ELIGIBILITY =
  "servingEligibility is computed when answered, never stored: one issue per affected inventory target and cause. " +
  "A target that is not this organization or one of its descendants (children, grand-children…) gives " +
  "HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_APP_OWNERSHIP_MISMATCH; while the promoted app has no APPROVED platform every " +
  "target gets HOUSE_CAMPAIGN_SERVING_ISSUE_REASON_PROMOTED_APP_NOT_APPROVED. Status ELIGIBLE (no issue), " +
  "PARTIALLY_ELIGIBLE (some targets have none) or INELIGIBLE. The campaign's serving agrees (reason INVENTORY_NOT_ELIGIBLE).";

export const HOUSE_CAMPAIGN_PERMISSIONS = "house-campaign:* permissions may be scoped to the promoted app.";
