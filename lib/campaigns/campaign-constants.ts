// Values the campaign forms need without the request schemas (and zod) that also use them.
export const ADS_MAX = 100;
export const CREATIVES_MAX = 20;
export const CURRENCY = "CURRENCY_KRW";
export const AD_PRODUCT_TYPE = "AD_PRODUCT_TYPE_INTRINSIC";

// A campaign's bid (CPM or CPI), its goal and the goal's state (lib/campaigns/bid-schemas.ts).
export const BID_TYPES = ["BID_TYPE_CPM", "BID_TYPE_CPI"] as const;
export type BidType = (typeof BID_TYPES)[number];

export const GOAL_TYPES = ["GOAL_TYPE_NONE", "GOAL_TYPE_TARGET_CPI", "GOAL_TYPE_TARGET_ROAS_D7"] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const GOAL_STATES = ["GOAL_STATE_NONE", "GOAL_STATE_NOT_ENOUGH_DATA", "GOAL_STATE_ON_TARGET", "GOAL_STATE_OFF_TARGET"] as const;
export type GoalState = (typeof GOAL_STATES)[number];

/** How long a frequency cap's window is (lib/campaigns/delivery-limit-schemas.ts). */
export const CAP_PERIODS = ["HOUR", "DAY", "WEEK"] as const;
export type CapPeriod = (typeof CAP_PERIODS)[number];
