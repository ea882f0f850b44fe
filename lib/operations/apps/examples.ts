import { appTarget } from "@/lib/permissions/statements";

export const APPS_PATH = "/api/core/organization/{organizationId}/apps";
export const APP_PATH = `${APPS_PATH}/{appId}`;
export const APPS_TAG = "Apps";

/** The permission target of an operation on one app. */
export const onApp = ({ params, organizationId }: { params: { appId: string }; organizationId: string }) =>
  appTarget(organizationId, params.appId);

export const appExample = {
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

export const recordExample = {
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
