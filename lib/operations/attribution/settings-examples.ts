import type { AttributionSetting, PostbackToken } from "@/lib/attribution/settings/schemas";
import { APP_PATH } from "@/lib/operations/apps/examples";

const ATTRIBUTION_PATH = `${APP_PATH}/attribution`;
export const ATTRIBUTION_SETTINGS_PATH = `${ATTRIBUTION_PATH}/settings`;
export const ATTRIBUTION_SETTING_PATH = `${ATTRIBUTION_SETTINGS_PATH}/{platform}`;
export const POSTBACK_TOKENS_PATH = `${ATTRIBUTION_PATH}/tokens`;
export const POSTBACK_TOKEN_PATH = `${POSTBACK_TOKENS_PATH}/{tokenId}`;
export const ATTRIBUTION_TAG = "Attribution";

export const attributionSettingExample: AttributionSetting = {
  appId: "6740a1b2c3d4e5f601234568",
  platform: "APP_PLATFORM_ANDROID",
  partner: "APPSFLYER",
  partnerAppId: "com.pixelforge.puzzle",
  partnerSettings: {},
  conversionEvents: ["af_complete_registration", "af_purchase"],
  revenueEvents: ["af_purchase"],
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
};

export const postbackTokenExample: PostbackToken = {
  _id: "6740a1b2c3d4e5f601239b01",
  appId: "6740a1b2c3d4e5f601234568",
  prefix: "opt_Ab12Cd",
  status: "ACTIVE",
  ipWhitelist: [],
  retiresAt: null,
  replacedById: null,
  lastUsedAt: "2026-11-26T09:14:00.000Z",
  createdById: "6740a1a0c3d4e5f601234560",
  createdAt: "2026-11-20T02:00:00.000Z",
};
export const NEW_TOKEN_EXAMPLE = "opt_3fJ9aQ0wXkz7LmP2tR8vB1nC4dE6gH5iK0uY9oWq";
export const postbackUrlsExample = {
  APP_PLATFORM_ANDROID: `https://console.example.com/api/core/postbacks/appsflyer/${NEW_TOKEN_EXAMPLE}`,
};
