export const CAMPAIGNS_PATH = "/api/core/organization/{organizationId}/campaign";
export const CAMPAIGN_PATH = `${CAMPAIGNS_PATH}/{campaignId}`;
export const CAMPAIGNS_TAG = "Campaigns";

const ALL_DAY = Array.from({ length: 24 }, (_, hour) => hour);

export const createCampaignExample = {
  name: "Winter puzzle push",
  startAt: "2026-12-01T00:00:00+09:00",
  endAt: "2026-12-31T23:59:59+09:00",
  cur: "CURRENCY_KRW",
  budget: 5000000,
  targeting: {
    platforms: ["APP_PLATFORM_ANDROID"],
    devices: ["DEVICE_TYPE_MOBILE_TABLET"],
    tags: [],
    locations: ["KR"],
    languages: ["ko"],
  },
  btags: [],
  bid: { type: "BID_TYPE_CPI", amount: 2500, countries: [{ country: "KR", amount: 3000 }] },
  goal: { type: "GOAL_TYPE_TARGET_CPI", target: 2800 },
  frequencyCap: { impressions: 3, per: "DAY" },
  // weekday evenings 18:00-22:59 and all weekend, in the organization's time zone
  schedule: { hours: [...Array.from({ length: 5 }, () => [18, 19, 20, 21, 22]), ALL_DAY, ALL_DAY] },
  ads: [
    {
      name: "Snowy levels",
      categories: ["puzzle"],
      cpm: 3000,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [{ image: { url: "https://cdn.pixelforge.example/ads/snow.png", width: 1200, height: 628, mime: "image/png" } }],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle",
    },
  ],
};

/** A campaign answer's bid, goal and goal status as its create request set them (not checked yet). */
export function bidGoalExample(request: { bid?: { type: string; amount: number | null; countries: unknown[] }; goal?: object }) {
  return {
    bid: request.bid ?? { type: "BID_TYPE_CPM", amount: null, countries: [] },
    goal: request.goal ?? { type: "GOAL_TYPE_NONE", target: null },
    goalStatus: request.goal
      ? { state: "GOAL_STATE_NOT_ENOUGH_DATA", checkedAt: null, countries: [] }
      : { state: "GOAL_STATE_NONE", checkedAt: null, countries: [] },
  };
}

export const campaignExample = {
  advertiser: "6740a1b2c3d4e5f601234567",
  _id: "6740a2b2c3d4e5f601234570",
  status: "CAMPAIGN_STATUS_PENDING",
  budgetRemain: 5000000,
  name: "Winter puzzle push",
  startAt: "2026-11-30T15:00:00.000Z",
  endAt: "2026-12-31T14:59:59.000Z",
  cur: "CURRENCY_KRW",
  budget: 5000000,
  targeting: { ...createCampaignExample.targeting, inventoryTargets: [] },
  btags: [],
  ads: [
    {
      _id: "6740a2b2c3d4e5f601234571",
      cur: "CURRENCY_KRW",
      name: "Snowy levels",
      categories: ["puzzle"],
      cpm: 3000,
      productType: "AD_PRODUCT_TYPE_INTRINSIC",
      creatives: [
        {
          _id: "6740a2b2c3d4e5f601234572",
          image: { width: 1200, height: 628, mime: "image/png", aspectRatio: 1.9108, url: "https://cdn.pixelforge.example/ads/snow.png" },
        },
      ],
      destinationUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle",
      status: "AD_STATUS_ACTIVE",
      review: { status: "PENDING" },
      frequencyCap: null,
    },
  ],
  createdAt: "2026-11-22T09:00:00.000Z",
  updatedAt: "2026-11-22T09:00:00.000Z",
  kind: "REGULAR",
  spentToday: 0,
  ...bidGoalExample(createCampaignExample),
  frequencyCap: createCampaignExample.frequencyCap,
  schedule: { timeZone: "Asia/Seoul", ...createCampaignExample.schedule },
  serving: {
    status: "NOT_SERVING",
    reasons: [
      { reason: "PENDING_REVIEW", message: "Waiting for a platform reviewer to approve the campaign." },
      { reason: "NOT_STARTED", message: "The campaign starts at 2026-11-30T15:00:00.000Z." },
    ],
  },
};

export const CAMPAIGN_PERMISSIONS =
  "campaign:* permissions may be scoped to apps: a campaign belongs to the apps its ads promote, so a role scoped to " +
  "one app reaches the campaigns promoting only that app; a campaign promoting no app needs the permission on the organization.";

export const STATUS_MACHINE =
  "PENDING → ACTIVE (approve) or REJECTED (reject, `reason` required): platform reviewers only; approval approves the ads " +
  "waiting for review and rejection rejects them; an ad whose hosted image is not stored yet blocks approval (409 " +
  "CREATIVE_SNAPSHOT_MISSING, details naming ads.N.creatives.M). ACTIVE → PAUSED, PAUSED → ACTIVE (resume), ACTIVE or PAUSED → ENDED: " +
  "members with campaign:update. A PENDING campaign may be paused (it stays PENDING with the pause requested, and " +
  "approval leaves it PAUSED) and resumed (ACTIVE withdraws the request); a REJECTED campaign is resubmitted with " +
  "PENDING (its rejected ads go back to review). An ACTIVE or PAUSED campaign whose endAt has passed is ENDED until " +
  "endAt moves ahead; an explicit END is final. Any other move is 409 INVALID_STATUS_TRANSITION; of two callers " +
  "acting at once, exactly one succeeds and the other gets that 409. Answers the campaign; every change is in the history.";

export const AD_REVIEW =
  "While the campaign is in review (PENDING, or REJECTED before its first approval) its ads are reviewed with it. " +
  "Once it was approved, a new ad, or a change of an ad's creatives or destinationUrl, puts that ad alone back in " +
  "review (review.status PENDING, recorded in the history with what changed) while the approved ads keep serving; a " +
  "change of name, categories or cpm alone needs no review, and any change of a REJECTED ad resubmits it. A campaign " +
  "its advertiser ENDED is final (409 INVALID_STATUS_TRANSITION); one ended by its endAt still takes changes. A house " +
  "campaign is 404 here. Needs campaign:update on every app the campaign promotes. Answers the whole campaign.";
