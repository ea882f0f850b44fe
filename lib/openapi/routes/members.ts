import { invitationLinkSchema, reissueInvitationBody } from "@/lib/members/invitation-schemas";
import { paginationQuery } from "@/lib/api/pagination";
import { memberSchema } from "@/lib/members/member-schema";
import {
  addMemberBody,
  apiKeyPolicyBody,
  memberListSchema,
  rotateResultSchema,
  updateMemberBody,
  userIdParams,
} from "@/lib/members/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const ORG = "/api/core/organization/{organizationId}";

const memberExample = {
  _id: "6740a1b2c3d4e5f601234999",
  profile: { fullName: "Ada Lovelace", locale: "en", timezone: "Asia/Seoul" },
  email: "ada@example.com",
  roleName: "Admin",
  roleId: "6740a1b2c3d4e5f601234568",
  joinedAt: "2026-11-21T09:00:00.000Z",
  name: "CI deploy key",
  ipWhitelist: ["203.0.113.0/24"],
  rateLimit: { requests: 600, windowSeconds: 60 },
  description: "Used by the nightly campaign sync",
  keyPrefix: "oak_7Hq2Zx",
  invitationStatus: "ACCEPTED",
};

export const memberRoutes: RouteSpec[] = [
  {
    method: "GET",
    path: `${ORG}/members`,
    operationId: "listMembers",
    summary: "List members",
    description: "In the order they joined. `limit` (default 50, max 200) and `cursor`; the next page is in the `Link` header.",
    tag: "Members",
    operation: 10,
    query: paginationQuery,
    response: memberListSchema,
    responseExample: [memberExample],
  },
  {
    method: "POST",
    path: `${ORG}/members/by-email`,
    operationId: "addMemberByEmail",
    reasons: ["MEMBER_EXISTS"],
    summary: "Add member by e-mail",
    description:
      "An e-mail with a confirmed account is added at once (`invitationStatus: ACCEPTED`) and told by e-mail. Any other " +
      "e-mail gets a pending invitation (`invitationStatus: PENDING`, no access yet) and a single-use link valid for 7 days, " +
      "e-mailed to it (or answered as `inviteUrl` when no mail server is configured; an Idempotency-Key replay leaves " +
      'the link out and answers `redacted: ["inviteUrl"]`). ' +
      "409 MEMBER_EXISTS when already a member. Only an Owner may grant the Owner role; a custom role only when it grants " +
      "nothing the caller's own role lacks (403 PERMISSION_DENIED).",
    tag: "Members",
    operation: 11,
    body: addMemberBody,
    response: memberSchema,
    errors: [404, 409],
    requestExample: { email: "grace@example.com", roleId: "6740a1b2c3d4e5f601234569", expiresAt: "2027-06-30T23:59:59+09:00" },
    responseExample: { ...memberExample, email: "grace@example.com", roleName: "Viewer" },
  },
  {
    method: "GET",
    path: `${ORG}/members/{userId}`,
    operationId: "getMember",
    summary: "Read one member (the caller's own record, or any with member:read)",
    tag: "Members",
    params: userIdParams,
    response: memberSchema,
    responseExample: memberExample,
  },
  {
    method: "PUT",
    path: `${ORG}/members/{userId}`,
    operationId: "updateMember",
    reasons: ["LAST_OWNER", "LOCK_TIMEOUT"],
    summary: "Change member role and expiry",
    description:
      "The body is the membership's whole state: an omitted or null `expiresAt` means it never expires. " +
      "409 LAST_OWNER when the change would demote, or set an expiry on, the organization's last Owner. " +
      "Only an Owner may change an Owner or grant the Owner role (403 PERMISSION_DENIED).",
    tag: "Members",
    operation: 12,
    params: userIdParams,
    body: updateMemberBody,
    response: memberSchema,
    errors: [409],
    requestExample: { roleId: "6740a1b2c3d4e5f601234568", expiresAt: "2027-01-31T00:00:00Z" },
    responseExample: memberExample,
  },
  {
    method: "DELETE",
    path: `${ORG}/members/{userId}`,
    operationId: "removeMember",
    reasons: ["LAST_OWNER", "LOCK_TIMEOUT"],
    summary: "Remove a member",
    description: "Answers the removed member. Their API key stops working at once. 409 LAST_OWNER for the last Owner.",
    tag: "Members",
    params: userIdParams,
    response: memberSchema,
    errors: [409],
    responseExample: memberExample,
  },
  {
    method: "PUT",
    path: `${ORG}/members/{userId}/api-key-policy`,
    operationId: "updateApiKeyPolicy",
    summary: "Update API-key policy",
    description:
      "The body is the whole policy: an omitted field is cleared. Enforced on every request with the member's key: " +
      "past `expiresAt` 401 API_KEY_EXPIRED, outside `ipWhitelist` 403 IP_NOT_ALLOWED, over `rateLimit` 429. " +
      "Members set their own; another member's needs member:update. The policy's expiry is answered as `keyExpiresAt`.",
    tag: "Members",
    operation: 13,
    params: userIdParams,
    body: apiKeyPolicyBody,
    response: memberSchema,
    requestExample: {
      name: "CI deploy key",
      description: "Used by the nightly campaign sync",
      ipWhitelist: ["203.0.113.0/24", "2001:db8::/32"],
      rateLimit: { requests: 600, windowSeconds: 60 },
      expiresAt: "2027-12-31T23:59:59Z",
    },
    responseExample: { ...memberExample, keyExpiresAt: "2027-12-31T23:59:59.000Z" },
  },
  {
    method: "POST",
    path: `${ORG}/members/{userId}/api-key/rotate`,
    operationId: "rotateApiKey",
    summary: "Rotate API key",
    description:
      "Issues a new key and revokes the previous one at once. The key is in this answer only: it is stored as a hash. " +
      'An Idempotency-Key replay confirms the rotation without the key (`{ providerId, redacted: ["apiKey"] }`): rotate ' +
      "again if the first answer was lost. " +
      "Members rotate their own; another member's needs member:update (and may not be an Owner's unless the caller is one).",
    tag: "Members",
    operation: 14,
    params: userIdParams,
    response: rotateResultSchema,
    responseExample: { apiKey: "oak_7Hq2ZxExampleExampleExampleExample0000", providerId: "6740a1b2c3d4e5f60123aaaa" },
  },
  {
    method: "POST",
    path: `${ORG}/members/{userId}/invitation`,
    operationId: "reissueInvitation",
    summary: "Resend or copy a pending invitation's link",
    description:
      "A new link (7 days) for a PENDING member: e-mailed when `send` is true, always in the answer (an Idempotency-Key " +
      'replay leaves it out and answers `redacted: ["inviteUrl"]`). Earlier links keep ' +
      "working until they expire; revoke with DELETE members/{userId}. 409 INVITATION_NOT_PENDING once accepted.",
    tag: "Members",
    params: userIdParams,
    body: reissueInvitationBody,
    response: invitationLinkSchema,
    errors: [404, 409],
    reasons: ["INVITATION_NOT_PENDING"],
  },
];
