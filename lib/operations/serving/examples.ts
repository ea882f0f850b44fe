import type { ServingItem } from "@/lib/serving/schemas";

export const SERVING_CALLERS =
  "The serving system's platform integration key (oik_…) or a platform reviewer: 403 PERMISSION_DENIED for anyone else.";

export const SERVING_ITEM_EXAMPLE: ServingItem = {
  adId: "6740a1b2c3d4e5f601234b01",
  campaignId: "6740a1b2c3d4e5f601234a01",
  organizationId: "6740a1b2c3d4e5f601234901",
  kind: "REGULAR",
  name: "Spring sale 320x480",
  productType: "PRODUCT_TYPE_APP",
  categories: ["IAB9-30"],
  cpm: 3000,
  promotedAppId: "6740a1b2c3d4e5f601234c01",
  creatives: [
    {
      _id: "6740a1b2c3d4e5f601234d01",
      assetId: "6740a1b2c3d4e5f601234e01",
      image: {
        width: 320,
        height: 480,
        mime: "image/png",
        aspectRatio: 0.6667,
        url: "https://console.example.com/media/assets/6740a1b2c3d4e5f601234e01/original.png",
      },
    },
  ],
  targeting: { platforms: ["android"], devices: ["phone"], tags: [], locations: ["KR"], languages: ["ko"], inventoryTargets: [] },
  btags: ["rpg"],
  startAt: "2026-11-01T00:00:00.000Z",
  endAt: "2026-12-31T15:00:00.000Z",
  reportableFrom: "2026-10-28",
  budget: 50000000,
  budgetRemain: 48250000,
  dailyBudget: 2000000,
  dailyBudgetRemain: 1640000,
  bid: { type: "BID_TYPE_CPM", amount: null, countries: [{ country: "KR", amount: 3500 }] },
  goal: { type: "GOAL_TYPE_TARGET_ROAS_D7", target: 120 },
  frequencyCap: { impressions: 3, per: "DAY" },
  adFrequencyCap: null,
  // weekdays 09:00-18:59 in Seoul: 00:00-09:59 UTC
  schedule: {
    timeZone: "Asia/Seoul",
    hours: [...Array.from({ length: 5 }, () => [9, 10, 11, 12, 13, 14, 15, 16, 17, 18]), [], []],
    utcHoursOfWeek: [0, 1, 2, 3, 4].flatMap((day) => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((hour) => day * 24 + hour)),
  },
};
