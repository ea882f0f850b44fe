import { organizationOperation } from "@/lib/http/operation";
import { onApp } from "@/lib/operations/apps/examples";
import {
  deleteAttributionSetting as deleteSetting,
  getAttributionSetting as getSetting,
  listAttributionSettings as listSettings,
  putAttributionSetting as putSetting,
} from "@/lib/attribution/settings/settings";
import {
  attributionAppParams,
  attributionSettingBody,
  attributionSettingListSchema,
  attributionSettingParams,
  attributionSettingSchema,
} from "@/lib/attribution/settings/schemas";
import { ATTRIBUTION_SETTING_PATH, ATTRIBUTION_SETTINGS_PATH, ATTRIBUTION_TAG, attributionSettingExample } from "./settings-examples";

export const listAttributionSettings = organizationOperation({
  method: "GET",
  path: ATTRIBUTION_SETTINGS_PATH,
  operationId: "listAttributionSettings",
  summary: "An app's attribution settings",
  description: "The app's platforms that are set up with an attribution partner, Android first. Needs app:read on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:read",
  target: onApp,
  params: attributionAppParams,
  response: attributionSettingListSchema,
  errors: [404],
  responseExample: { items: [attributionSettingExample] },
  run: ({ organizationId, params }) => listSettings(organizationId, params.appId),
});

export const getAttributionSetting = organizationOperation({
  method: "GET",
  path: ATTRIBUTION_SETTING_PATH,
  operationId: "getAttributionSetting",
  summary: "An app platform's attribution setting",
  description: "404 when the platform is not set up. Needs app:read on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:read",
  target: onApp,
  params: attributionSettingParams,
  response: attributionSettingSchema,
  errors: [404],
  responseExample: attributionSettingExample,
  run: ({ organizationId, params }) => getSetting(organizationId, params.appId, params.platform),
});

export const putAttributionSetting = organizationOperation({
  method: "PUT",
  path: ATTRIBUTION_SETTING_PATH,
  operationId: "putAttributionSetting",
  summary: "Set up an app platform's attribution",
  description:
    "The platform's whole setting: the partner, the app's id there (checked per partner and platform: AppsFlyer the " +
    'package name on Android and "id" + App Store id on iOS; Adjust the 12-character app token and, in partnerSettings, ' +
    "the tracker token; Singular the package name or bundle id and, in partnerSettings.linkBase, the Singular Link made " +
    "for this network; GENERIC a linkTemplate), and the in-app events that count as conversions and carry revenue. Only " +
    "a platform the app has (400 otherwise). The tracking links of the ads promoting the app, and their serving-feed " +
    "items, follow at once. Needs app:update on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:update",
  target: onApp,
  params: attributionSettingParams,
  body: attributionSettingBody,
  response: attributionSettingSchema,
  errors: [404],
  reasons: ["LOCK_TIMEOUT"],
  audit: "attribution:update",
  requestExample: {
    partner: "APPSFLYER",
    partnerAppId: "com.pixelforge.puzzle",
    conversionEvents: ["af_complete_registration", "af_purchase"],
    revenueEvents: ["af_purchase"],
  },
  responseExample: attributionSettingExample,
  serving: ({ params }) => ({ promotedAppIds: [params.appId] }),
  run: async ({ organizationId, params, body }) => {
    const setting = await putSetting(organizationId, params.appId, params.platform, body);
    return setting;
  },
});

export const deleteAttributionSetting = organizationOperation({
  method: "DELETE",
  path: ATTRIBUTION_SETTING_PATH,
  operationId: "deleteAttributionSetting",
  summary: "Remove an app platform's attribution setting",
  description:
    "The platform is no longer set up: its tracking links leave the ads and the serving feed. Answers the setting removed; " +
    "404 when it was not set up. Postback tokens are left as they are (revoke them apart). Needs app:update on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:update",
  target: onApp,
  params: attributionSettingParams,
  response: attributionSettingSchema,
  errors: [404],
  reasons: ["LOCK_TIMEOUT"],
  audit: "attribution:delete",
  responseExample: attributionSettingExample,
  serving: ({ params }) => ({ promotedAppIds: [params.appId] }),
  run: async ({ organizationId, params }) => {
    const setting = await deleteSetting(organizationId, params.appId, params.platform);
    return setting;
  },
});
