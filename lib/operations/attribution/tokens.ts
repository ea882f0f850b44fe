import { actingId } from "@/lib/http/authenticate";
import { organizationOperation } from "@/lib/http/operation";
import { publicOrigin } from "@/lib/public-origin";
import { onApp } from "@/lib/operations/apps/examples";
import {
  attributionAppParams,
  createPostbackTokenBody,
  issuedPostbackTokenSchema,
  postbackTokenListSchema,
  postbackTokenParams,
  postbackTokenPolicyBody,
  postbackTokenSchema,
  rotatePostbackTokenBody,
  rotatedPostbackTokenSchema,
} from "@/lib/attribution/settings/schemas";
import {
  createPostbackToken as create,
  listPostbackTokens as list,
  revokePostbackToken as revoke,
  rotatePostbackToken as rotate,
  updatePostbackTokenPolicy as updatePolicy,
} from "./tokens-store";
import {
  ATTRIBUTION_TAG,
  NEW_TOKEN_EXAMPLE,
  POSTBACK_TOKEN_PATH,
  POSTBACK_TOKENS_PATH,
  postbackTokenExample,
  postbackUrlsExample,
} from "./settings-examples";

export const listPostbackTokens = organizationOperation({
  method: "GET",
  path: POSTBACK_TOKENS_PATH,
  operationId: "listPostbackTokens",
  summary: "An app's postback tokens",
  description:
    "The app's postback tokens that still work (active, or retiring after a rotation until retiresAt), newest first: " +
    "prefix, address list, last use. The tokens themselves were shown once. Needs app:read on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:read",
  target: onApp,
  params: attributionAppParams,
  response: postbackTokenListSchema,
  errors: [404],
  responseExample: { items: [postbackTokenExample] },
  run: ({ organizationId, params }) => list(organizationId, params.appId),
});

export const createPostbackToken = organizationOperation({
  method: "POST",
  path: POSTBACK_TOKENS_PATH,
  operationId: "createPostbackToken",
  summary: "Make a postback token for an app",
  description:
    "A token (opt_…) the app's attribution partner presents in the postback URL; it reaches nothing else. It is in this " +
    "answer only (stored hashed), with the postback URL to paste per platform set up. ipWhitelist: the addresses or " +
    "CIDR ranges postbacks may come from (empty: any). Needs app:update on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:update",
  target: onApp,
  params: attributionAppParams,
  body: createPostbackTokenBody,
  response: issuedPostbackTokenSchema,
  successStatus: 201,
  errors: [404],
  reasons: ["LOCK_TIMEOUT"],
  secrets: ["token", "postbackUrls"],
  audit: "postback-token:create",
  requestExample: { ipWhitelist: [] },
  responseExample: { token: NEW_TOKEN_EXAMPLE, postbackUrls: postbackUrlsExample, key: postbackTokenExample },
  run: ({ organizationId, params, body, caller }) => create(organizationId, params.appId, body, actingId(caller), publicOrigin()),
});

export const rotatePostbackToken = organizationOperation({
  method: "POST",
  path: `${POSTBACK_TOKEN_PATH}/rotate`,
  operationId: "rotatePostbackToken",
  summary: "Rotate a postback token",
  description:
    "A new token with the old one's address list, in this answer only, with its postback URLs. The old token stops at " +
    "once, or keeps working for `overlapHours` (up to 168) while the partner's dashboard is switched to the new URL. A " +
    "revoked token, or one a rotation already replaced, is 409 POSTBACK_TOKEN_INACTIVE. Needs app:update on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:update",
  target: onApp,
  params: postbackTokenParams,
  body: rotatePostbackTokenBody,
  response: rotatedPostbackTokenSchema,
  successStatus: 200,
  errors: [404, 409],
  reasons: ["POSTBACK_TOKEN_INACTIVE", "LOCK_TIMEOUT"],
  secrets: ["token", "postbackUrls"],
  audit: "postback-token:rotate",
  requestExample: { overlapHours: 24 },
  responseExample: {
    token: NEW_TOKEN_EXAMPLE,
    postbackUrls: postbackUrlsExample,
    key: { ...postbackTokenExample, _id: "6740a1b2c3d4e5f601239b02", lastUsedAt: null },
    previous: {
      ...postbackTokenExample,
      status: "RETIRING",
      retiresAt: "2026-11-27T09:15:00.000Z",
      replacedById: "6740a1b2c3d4e5f601239b02",
    },
  },
  run: ({ organizationId, params, body, caller }) =>
    rotate({ organizationId, appId: params.appId, tokenId: params.tokenId }, body, actingId(caller), publicOrigin()),
});

export const revokePostbackToken = organizationOperation({
  method: "DELETE",
  path: POSTBACK_TOKEN_PATH,
  operationId: "revokePostbackToken",
  summary: "Revoke a postback token",
  description:
    "The token stops working at once (a retiring one too, before its overlap ends): postbacks with it are refused 403. " +
    "Needs app:update on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:update",
  target: onApp,
  params: postbackTokenParams,
  response: postbackTokenSchema,
  errors: [404, 409],
  reasons: ["POSTBACK_TOKEN_INACTIVE", "LOCK_TIMEOUT"],
  audit: "postback-token:revoke",
  responseExample: postbackTokenExample,
  run: ({ organizationId, params }) => revoke({ organizationId, appId: params.appId, tokenId: params.tokenId }),
});

export const updatePostbackTokenPolicy = organizationOperation({
  method: "PUT",
  path: `${POSTBACK_TOKEN_PATH}/policy`,
  operationId: "updatePostbackTokenPolicy",
  summary: "Set the addresses a postback token may be used from",
  description:
    "The token's whole address list (IPv4/IPv6 addresses or CIDR ranges; empty or absent allows any). Needs app:update on the app.",
  tag: ATTRIBUTION_TAG,
  permission: "app:update",
  target: onApp,
  params: postbackTokenParams,
  body: postbackTokenPolicyBody,
  response: postbackTokenSchema,
  errors: [404, 409],
  reasons: ["POSTBACK_TOKEN_INACTIVE", "LOCK_TIMEOUT"],
  audit: "postback-token:update",
  requestExample: { ipWhitelist: ["10.20.0.0/16"] },
  responseExample: { ...postbackTokenExample, ipWhitelist: ["10.20.0.0/16"] },
  run: ({ organizationId, params, body }) =>
    updatePolicy({ organizationId, appId: params.appId, tokenId: params.tokenId }, body.ipWhitelist ?? []),
});
