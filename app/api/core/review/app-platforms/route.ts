import { withCaller } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { pageResponse } from "@/lib/api/pagination";
import { listAppPlatformQueue } from "@/lib/apps/list-app-platform-queue";
import { assertReviewer } from "@/lib/review/queue";
import { appPlatformQueueQuery } from "@/lib/apps/schemas";

// GET /api/core/review/app-platforms — extension: every organization's app platforms waiting for review
export const GET = withCaller(
  async ({ req, caller, query }) => {
    assertReviewer(caller.user);
    return pageResponse(req, await listAppPlatformQueue(query), "items");
  },
  { query: appPlatformQueueQuery },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
