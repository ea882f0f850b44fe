import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { deleteApp } from "@/lib/apps/delete-app";
import { getAppOrThrow } from "@/lib/apps/get-app-or-throw";
import { appForCaller, appIdParams, serializeApp, updateAppBody } from "@/lib/apps/schemas";
import { updateApp } from "@/lib/apps/update-app";
import { appTarget } from "@/lib/permissions/statements";

const onApp = ({ params, organizationId }: { params: { appId: string }; organizationId: string }) =>
  appTarget(organizationId, params.appId);

// GET /api/core/organization/{organizationId}/apps/{appId} — extension: read app (platform reviewers too, without its SDK key)
export const GET = withOrganization(
  async ({ organizationId, params, asReviewer }) =>
    Response.json(appForCaller(serializeApp(await getAppOrThrow({ id: params.appId, organizationId })), asReviewer)),
  { permission: "app:read", target: onApp, params: appIdParams, allowReviewers: true },
);

// PATCH /api/core/organization/{organizationId}/apps/{appId} — extension: update name, tags, platform settings
export const PATCH = withOrganization(
  async ({ organizationId, params, body }) => Response.json(serializeApp(await updateApp(organizationId, params.appId, body))),
  { permission: "app:update", target: onApp, params: appIdParams, body: updateAppBody },
);

// DELETE /api/core/organization/{organizationId}/apps/{appId} — extension: soft delete
export const DELETE = withOrganization(
  async ({ organizationId, params }) => Response.json(serializeApp(await deleteApp(organizationId, params.appId))),
  { permission: "app:delete", target: onApp, params: appIdParams },
);

export const { POST, PUT } = methodsNotAllowed("GET", "PATCH", "DELETE");
