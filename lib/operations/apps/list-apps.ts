import { organizationOperation } from "@/lib/http/operation";
import { listApps as listAppRows } from "@/lib/apps/list-apps";
import { appListSchema, listAppsQuery, serializeApp } from "@/lib/apps/schemas";
import { APPS_PATH, APPS_TAG } from "./examples";

export const listApps = organizationOperation({
  method: "GET",
  path: APPS_PATH,
  operationId: "listApps",
  summary: "List apps",
  description: "Newest first; deleted apps are left out. Answers { items, nextCursor } (nextCursor null on the last page).",
  tag: APPS_TAG,
  permission: "app:read",
  // A role that may read only some apps lists those.
  scope: "app",
  query: listAppsQuery,
  pagination: "items",
  response: appListSchema,
  run: async ({ organizationId, query, appScope }) => {
    const page = await listAppRows(organizationId, { ...query, appScope });
    return { items: page.items.map(serializeApp), nextCursor: page.nextCursor };
  },
});
