import { organizationOperation } from "@/lib/http/operation";
import { deleteApp as deleteAppRow } from "@/lib/apps/delete-app";
import { appIdParams, appSchema, serializeApp } from "@/lib/apps/schemas";
import { APP_PATH, APPS_TAG, onApp } from "./examples";

export const deleteApp = organizationOperation({
  method: "DELETE",
  path: APP_PATH,
  operationId: "deleteApp",
  summary: "Delete an app (soft delete)",
  description: "Sets deletedAt and answers the app; from then on it is left out of lists and its reads answer 404.",
  tag: APPS_TAG,
  audit: "app:delete",
  permission: "app:delete",
  target: onApp,
  params: appIdParams,
  response: appSchema,
  serving: ({ params }) => ({ promotedAppIds: [params.appId] }),
  run: async ({ organizationId, params }) => {
    const deleted = await deleteAppRow(organizationId, params.appId);
    return serializeApp(deleted);
  },
});
