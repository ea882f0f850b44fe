import { organizationOperation } from "@/lib/http/operation";
import { getAppOrThrow } from "@/lib/apps/get-app-or-throw";
import { appForCaller, appIdParams, appSchema, serializeApp } from "@/lib/apps/schemas";
import { appExample, APP_PATH, APPS_TAG, onApp } from "./examples";

export const getApp = organizationOperation({
  method: "GET",
  path: APP_PATH,
  operationId: "getApp",
  summary: "Read an app",
  description: "Platform reviewers may read any organization's app, without its sdkKey.",
  tag: APPS_TAG,
  permission: "app:read",
  target: onApp,
  allowReviewers: true,
  params: appIdParams,
  response: appSchema,
  responseExample: appExample,
  run: async ({ organizationId, params, asReviewer }) =>
    appForCaller(serializeApp(await getAppOrThrow({ id: params.appId, organizationId })), asReviewer),
});
