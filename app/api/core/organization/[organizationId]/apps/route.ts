import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { pageResponse } from "@/lib/api/pagination";
import { createApp } from "@/lib/apps/create-app";
import { listApps } from "@/lib/apps/list-apps";
import { createAppBody, listAppsQuery, serializeApp } from "@/lib/apps/schemas";

// GET /api/core/organization/{organizationId}/apps — extension: list apps, newest first
export const GET = withOrganization(
  async ({ req, organizationId, query, appScope }) =>
    pageResponse(req, await listApps(organizationId, { ...query, appScope }), "items", serializeApp),
  // A role that may read only some apps lists those.
  { permission: "app:read", scope: "app", query: listAppsQuery },
);

// POST /api/core/organization/{organizationId}/apps — operation 7: register app
export const POST = withOrganization(
  async ({ organizationId, body }) => Response.json(serializeApp(await createApp(organizationId, body))),
  { permission: "app:create", body: createAppBody },
);

export const { PUT, PATCH, DELETE } = methodsNotAllowed("GET", "POST");
