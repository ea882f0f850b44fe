import { withOrganization } from "@/lib/api/handler";
import { actorOf } from "@/lib/permissions/member-authority";
import { rotateMemberApiKey } from "@/lib/members/rotate-member-api-key";
import { rotateResultSchema, userIdParams } from "@/lib/members/schemas";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// POST /api/core/organization/{organizationId}/members/{userId}/api-key/rotate — operation 14: rotate API key
// Any member may rotate their own; another member's needs member:update (lib/permissions/member-authority.ts).
export const POST = withOrganization(
  async ({ organizationId, membership, can, params }) =>
    Response.json(rotateResultSchema.parse(await rotateMemberApiKey(organizationId, actorOf(membership, can), params.userId))),
  { permission: null, params: userIdParams, audit: "api-key:rotate", secrets: ["apiKey"] },
);

export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed("POST");
