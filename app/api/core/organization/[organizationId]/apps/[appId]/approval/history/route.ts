import { withOrganization } from "@/lib/api/handler";
import { methodsNotAllowed } from "@/lib/api/not-allowed";
import { pageResponse } from "@/lib/api/pagination";
import { listApprovalHistory } from "@/lib/apps/list-approval-history";
import { appIdParams, approvalHistoryQuery } from "@/lib/apps/schemas";
import { appTarget } from "@/lib/permissions/statements";

// GET /api/core/organization/{organizationId}/apps/{appId}/approval/history — operation 9: approval history
export const GET = withOrganization(
  async ({ req, organizationId, params, query }) =>
    pageResponse(req, await listApprovalHistory(organizationId, params.appId, query), "link"),
  {
    permission: "app:read",
    target: ({ params, organizationId }: { params: { appId: string }; organizationId: string }) => appTarget(organizationId, params.appId),
    params: appIdParams,
    query: approvalHistoryQuery,
    allowReviewers: true,
  },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
