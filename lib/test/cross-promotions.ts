// Request bodies for cross-promotion tests.
const HOSTED = { image: { url: "https://cdn.example.com/banner.png", width: 320, height: 50, mime: "image/png" } };

/** An operation 4 body promoting `promotedAppId` on `targets`, with one ad of one hosted image. */
export function crossPromotionBody(promotedAppId: string, targets: string[], extra: Record<string, unknown> = {}) {
  return {
    name: "Play Puzzle Forge",
    startAt: "2026-12-01T00:00:00Z",
    targeting: {
      platforms: ["APP_PLATFORM_ANDROID"],
      devices: [],
      tags: [],
      locations: ["KR"],
      languages: ["ko"],
      inventoryTargets: targets.map((organizationId) => ({ organizationId })),
    },
    btags: [],
    ads: [{ name: "Forge banner", categories: ["puzzle"], productType: "AD_PRODUCT_TYPE_INTRINSIC", creatives: [HOSTED] }],
    promotedAppId,
    ...extra,
  };
}
