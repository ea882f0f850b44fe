import { organizationOperation } from "@/lib/http/operation";
import { appIdParams, appSchema, serializeApp, updateAppBody } from "@/lib/apps/schemas";
import { updateApp as updateAppRow } from "@/lib/apps/update-app";
import { APP_PATH, APPS_TAG, onApp } from "./examples";

export const updateApp = organizationOperation({
  method: "PATCH",
  path: APP_PATH,
  operationId: "updateApp",
  summary: "Update an app's name, tags, platforms and platform settings",
  description:
    "Every field is optional. Each platformSettings key sent replaces that platform's entry. `platform` adds platforms: " +
    "send the app's current platforms and the new ones (leaving one out is 400); each new platform starts at " +
    "APPROVAL_STATUS_CREATED and is submitted for review on its own.",
  tag: APPS_TAG,
  audit: "app:update",
  permission: "app:update",
  target: onApp,
  params: appIdParams,
  body: updateAppBody,
  response: appSchema,
  reasons: ["LOCK_TIMEOUT"],
  requestExample: { name: "Puzzle Forge Deluxe", tags: ["puzzle", "casual"] },
  run: async ({ organizationId, params, body }) => serializeApp(await updateAppRow(organizationId, params.appId, body)),
});
