import { organizationOperation } from "@/lib/http/operation";
import { createApp } from "@/lib/apps/create-app";
import { appSchema, createAppBody, serializeApp } from "@/lib/apps/schemas";
import { appExample, APPS_PATH, APPS_TAG } from "./examples";

export const registerApp = organizationOperation({
  method: "POST",
  path: APPS_PATH,
  operationId: "registerApp",
  operation: 7,
  summary: "Register app",
  description:
    "Platforms are taken from the keys of platformSettings when `platform` is omitted (400 when both are empty); " +
    'settings for a platform not in `platform` are refused. Every platform starts at APPROVAL_STATUS_CREATED; name defaults to "Untitled app".',
  tag: APPS_TAG,
  audit: "app:create",
  permission: "app:create",
  body: createAppBody,
  response: appSchema,
  requestExample: {
    name: "Puzzle Forge",
    platform: ["APP_PLATFORM_ANDROID"],
    platformSettings: { android: { storeUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle" } },
  },
  responseExample: appExample,
  run: async ({ organizationId, body }) => serializeApp(await createApp(organizationId, body)),
});
