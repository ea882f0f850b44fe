import { withOrganization } from "@/lib/api/handler";
import { actorOf } from "@/lib/permissions/member-authority";
import { apiKeyPolicyBody, userIdParams } from "@/lib/members/schemas";
import { updateApiKeyPolicy } from "@/lib/members/update-api-key-policy";
import { methodsNotAllowed } from "@/lib/api/not-allowed";

// PUT /api/core/organization/{organizationId}/members/{userId}/api-key-policy — operation 13: update API-key policy
// Any member may set their own; another member's needs member:update (lib/permissions/member-authority.ts).
export const PUT = withOrganization(
  async ({ organizationId, membership, can, params, body }) =>
    Response.json(await updateApiKeyPolicy(organizationId, actorOf(membership, can), params.userId, body)),
  { permission: null, params: userIdParams, body: apiKeyPolicyBody, audit: "api-key:update-policy" },
);

export const { GET, POST, PATCH, DELETE } = methodsNotAllowed("PUT");
