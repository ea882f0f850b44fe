import { z } from "zod";
import {
  appIdParams,
  appListSchema,
  appSchema,
  approvalActionBody,
  approvalActionParams,
  approvalHistoryQuery,
  approvalRecordSchema,
  createAppBody,
  listAppsQuery,
  appPlatformQueueQuery,
  appPlatformQueueSchema,
  updateAppBody,
} from "@/lib/apps/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const APPS = "/api/core/organization/{organizationId}/apps";
const APP = `${APPS}/{appId}`;

const appExample = {
  _id: "6740a1b2c3d4e5f601234568",
  organizationId: "6740a1b2c3d4e5f601234567",
  name: "Puzzle Forge",
  platform: ["APP_PLATFORM_ANDROID"],
  sdkKey: "sdk_3f9c2a7d1e8b4c6a9f0e2d4b6a8c0e1f",
  tags: ["puzzle"],
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
  platformSettings: { android: { storeUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle" } },
  platformReviews: [{ platform: "APP_PLATFORM_ANDROID", status: "APPROVAL_STATUS_CREATED" }],
};

const recordExample = {
  _id: "6740a1c0c3d4e5f601234569",
  organizationId: "6740a1b2c3d4e5f601234567",
  submittedBy: "6740a1a0c3d4e5f601234560",
  submittedByName: "Ada Lovelace",
  appId: "6740a1b2c3d4e5f601234568",
  action: "APPROVAL_ACTION_REQUEST_APPROVAL",
  statusFrom: "APPROVAL_STATUS_CREATED",
  statusTo: "APPROVAL_STATUS_PENDING",
  createdAt: "2026-11-21T09:05:00.000Z",
  platform: "APP_PLATFORM_ANDROID",
};

const MACHINE =
  "Per platform: CREATED → PENDING (APPROVAL_ACTION_REQUEST_APPROVAL, a member with app:submit), PENDING → APPROVED " +
  "(APPROVAL_ACTION_APPROVE, a platform reviewer) or REJECTED (APPROVAL_ACTION_REJECT, a reviewer, reason required), " +
  "REJECTED → PENDING (the re-request), PENDING → CREATED (APPROVAL_ACTION_CANCEL). Any other move is 409 " +
  "INVALID_APPROVAL_TRANSITION; of two reviewers acting at once on one PENDING platform, one succeeds and the other " +
  "gets that 409. A request needs the platform's store URL (reviewUrl for H5): 400 STORE_URL_REQUIRED. A platform the " +
  "app does not have: 400 VALIDATION_FAILED naming `platform`. An unknown action: 400. Each action writes one history record.";

export const appRoutes: RouteSpec[] = [
  {
    method: "POST",
    path: APPS,
    operationId: "registerApp",
    summary: "Register app",
    description:
      "Platforms are taken from the keys of platformSettings when `platform` is omitted (400 when both are empty); " +
      'settings for a platform not in `platform` are refused. Every platform starts at APPROVAL_STATUS_CREATED; name defaults to "Untitled app".',
    tag: "Apps",
    operation: 7,
    body: createAppBody,
    response: appSchema,
    requestExample: {
      name: "Puzzle Forge",
      platform: ["APP_PLATFORM_ANDROID"],
      platformSettings: { android: { storeUrl: "https://play.google.com/store/apps/details?id=com.pixelforge.puzzle" } },
    },
    responseExample: appExample,
  },
  {
    method: "GET",
    path: APPS,
    operationId: "listApps",
    summary: "List apps",
    description: "Newest first; deleted apps are left out. Answers { items, nextCursor } (nextCursor null on the last page).",
    tag: "Apps",
    query: listAppsQuery,
    response: appListSchema,
  },
  {
    method: "GET",
    path: APP,
    operationId: "getApp",
    summary: "Read an app",
    description: "Platform reviewers may read any organization's app, without its sdkKey.",
    tag: "Apps",
    params: appIdParams,
    response: appSchema,
    responseExample: appExample,
  },
  {
    method: "PATCH",
    path: APP,
    operationId: "updateApp",
    reasons: ["LOCK_TIMEOUT"],
    summary: "Update an app's name, tags, platforms and platform settings",
    description:
      "Every field is optional. Each platformSettings key sent replaces that platform's entry. `platform` adds platforms: " +
      "send the app's current platforms and the new ones (leaving one out is 400); each new platform starts at " +
      "APPROVAL_STATUS_CREATED and is submitted for review on its own.",
    tag: "Apps",
    params: appIdParams,
    body: updateAppBody,
    response: appSchema,
    requestExample: { name: "Puzzle Forge Deluxe", tags: ["puzzle", "casual"] },
  },
  {
    method: "DELETE",
    path: APP,
    operationId: "deleteApp",
    summary: "Delete an app (soft delete)",
    description: "Sets deletedAt and answers the app; from then on it is left out of lists and its reads answer 404.",
    tag: "Apps",
    params: appIdParams,
    response: appSchema,
  },
  {
    method: "PUT",
    path: `${APP}/approval/{action}`,
    operationId: "approvalAction",
    reasons: ["INVALID_APPROVAL_TRANSITION", "STORE_URL_REQUIRED"],
    summary: "Approval action",
    description: MACHINE,
    tag: "Apps",
    operation: 8,
    params: approvalActionParams,
    body: approvalActionBody,
    response: approvalRecordSchema,
    errors: [409],
    requestExample: { platform: "APP_PLATFORM_ANDROID" },
    responseExample: recordExample,
  },
  {
    method: "GET",
    path: `${APP}/approval/history`,
    operationId: "approvalHistory",
    summary: "Approval history",
    description: "Newest first; only one platform's records when `platform` is given. The next page is in the Link header.",
    tag: "Apps",
    operation: 9,
    params: appIdParams,
    query: approvalHistoryQuery,
    response: z.array(approvalRecordSchema),
    responseExample: [recordExample],
  },
  {
    method: "GET",
    path: "/api/core/review/app-platforms",
    operationId: "listAppReviewQueue",
    summary: "Review queue: app platforms waiting for a platform reviewer",
    description:
      "Every organization's PENDING app platforms, oldest request first, with the store (or review) URL to check. " +
      "Platform reviewers only (403 PERMISSION_DENIED otherwise); approve and reject through the approval action.",
    tag: "Review",
    query: appPlatformQueueQuery,
    response: appPlatformQueueSchema,
    reasons: ["PERMISSION_DENIED"],
  },
];
