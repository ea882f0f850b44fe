import { withOrganization } from "@/lib/api/handler";
import { getMe } from "@/lib/members/get-me";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// GET /api/core/organization/{organizationId}/me — extension: the caller's member record and granted permissions
export const GET = withOrganization(
  async ({ organizationId, caller, can, membership }) =>
    Response.json(await getMe(organizationId, caller.user, (action) => can(action), membership?.role.statements ?? [])),
  { permission: null, allowReviewers: true },
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("GET");
