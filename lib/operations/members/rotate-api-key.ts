import { organizationOperation } from "@/lib/http/operation";
import { rotateMemberApiKey } from "@/lib/members/rotate-member-api-key";
import { rotateResultSchema, userIdParams } from "@/lib/members/schemas";
import { actorOf } from "@/lib/permissions/member-authority";
import { MEMBER_PATH, MEMBERS_TAG } from "./examples";

export const rotateApiKey = organizationOperation({
  method: "POST",
  path: `${MEMBER_PATH}/api-key/rotate`,
  operationId: "rotateApiKey",
  operation: 14,
  summary: "Rotate API key",
  description:
    "Issues a new key and revokes the previous one at once. The key is in this answer only: it is stored as a hash. " +
    'An Idempotency-Key replay confirms the rotation without the key (`{ providerId, redacted: ["apiKey"] }`): rotate ' +
    "again if the first answer was lost. " +
    "Members rotate their own; another member's needs member:update (and may not be an Owner's unless the caller is one).",
  tag: MEMBERS_TAG,
  // Any member may rotate their own; another member's needs member:update (lib/permissions/member-authority.ts).
  permission: null,
  params: userIdParams,
  audit: "api-key:rotate",
  secrets: ["apiKey"],
  response: rotateResultSchema,
  responseExample: { apiKey: "oak_7Hq2ZxExampleExampleExampleExample0000", providerId: "6740a1b2c3d4e5f60123aaaa" },
  run: async ({ organizationId, membership, can, params }) =>
    rotateResultSchema.parse(await rotateMemberApiKey(organizationId, actorOf(membership, can), params.userId)),
});
