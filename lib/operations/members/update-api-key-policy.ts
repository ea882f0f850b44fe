import { organizationOperation } from "@/lib/http/operation";
import { memberSchema } from "@/lib/members/member-schema";
import { apiKeyPolicyBody, userIdParams } from "@/lib/members/schemas";
import { updateApiKeyPolicy as updatePolicy } from "@/lib/members/update-api-key-policy";
import { actorOf } from "@/lib/permissions/member-authority";
import { memberExample, MEMBER_PATH, MEMBERS_TAG } from "./examples";

export const updateApiKeyPolicy = organizationOperation({
  method: "PUT",
  path: `${MEMBER_PATH}/api-key-policy`,
  operationId: "updateApiKeyPolicy",
  operation: 13,
  summary: "Update API-key policy",
  description:
    "The body is the whole policy: an omitted field is cleared. Enforced on every request with the member's key: " +
    "past `expiresAt` 401 API_KEY_EXPIRED, outside `ipWhitelist` 403 IP_NOT_ALLOWED, over `rateLimit` 429. " +
    "Members set their own; another member's needs member:update. The policy's expiry is answered as `keyExpiresAt`.",
  tag: MEMBERS_TAG,
  // Any member may set their own; another member's needs member:update (lib/permissions/member-authority.ts).
  permission: null,
  params: userIdParams,
  body: apiKeyPolicyBody,
  audit: "api-key:update-policy",
  response: memberSchema,
  requestExample: {
    name: "CI deploy key",
    description: "Used by the nightly campaign sync",
    ipWhitelist: ["203.0.113.0/24", "2001:db8::/32"],
    rateLimit: { requests: 600, windowSeconds: 60 },
    expiresAt: "2027-12-31T23:59:59Z",
  },
  responseExample: { ...memberExample, keyExpiresAt: "2027-12-31T23:59:59.000Z" },
  run: ({ organizationId, membership, can, params, body }) => updatePolicy(organizationId, actorOf(membership, can), params.userId, body),
});
