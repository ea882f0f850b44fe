import { z } from "zod";
import { acceptInvitationBody, acceptInvitationResponse, invitationSchema, invitationTokenParams } from "@/lib/members/invitation-schemas";
import { changePasswordBody, profileSchema, sessionListSchema, updateProfileBody } from "@/lib/users/profile-schemas";
import {
  passwordResetBody,
  passwordResetConfirmBody,
  passwordResetConfirmResponse,
  passwordResetResponse,
  verifyEmailBody,
  verifyEmailResponse,
} from "@/lib/users/schemas";
import type { RouteSpec } from "@/lib/openapi/route-spec";

const THROTTLED =
  "Throttled per client address and per (e-mail, client address), so failures from elsewhere never hold an account's owner back: " +
  "429 RATE_LIMITED with Retry-After, the message saying the wait in words.";

export const accountRoutes: RouteSpec[] = [
  {
    method: "POST",
    path: "/api/auth/verify-email",
    operationId: "verifyEmail",
    summary: "Confirm a sign-up's e-mail",
    description: `With the token of the e-mailed link (24 hours, single use) and the password chosen at sign-up: the account and its organization now exist. The link alone activates nothing, so whoever chose the password cannot have the mailbox's owner confirm it for them. 400 TOKEN_INVALID; 400 WRONG_PASSWORD (the link still works). ${THROTTLED}`,
    tag: "Account",
    auth: "none",
    body: verifyEmailBody,
    response: verifyEmailResponse,
    errors: [409, 429],
    reasons: ["TOKEN_INVALID", "WRONG_PASSWORD", "EMAIL_TAKEN", "RATE_LIMITED"],
  },
  {
    method: "POST",
    path: "/api/auth/password-reset",
    operationId: "requestPasswordReset",
    summary: "Forgot password: e-mail a reset link",
    description: `The same answer, status and timing whether or not the e-mail has an account. The link works once, for 1 hour. ${THROTTLED}`,
    tag: "Account",
    auth: "none",
    body: passwordResetBody,
    response: passwordResetResponse,
    errors: [429],
    reasons: ["RATE_LIMITED"],
  },
  {
    method: "POST",
    path: "/api/auth/password-reset/confirm",
    operationId: "resetPassword",
    summary: "Choose a new password with a reset link",
    description: `Every session of the account ends. 400 TOKEN_INVALID for a used, expired or unknown token. ${THROTTLED}`,
    tag: "Account",
    auth: "none",
    body: passwordResetConfirmBody,
    response: passwordResetConfirmResponse,
    errors: [429],
    reasons: ["TOKEN_INVALID", "RATE_LIMITED"],
  },
  {
    method: "GET",
    path: "/api/auth/invitations/{token}",
    operationId: "getInvitation",
    summary: "What an invitation link is for",
    tag: "Account",
    auth: "none",
    params: invitationTokenParams,
    response: invitationSchema,
    errors: [429],
    reasons: ["TOKEN_INVALID", "RATE_LIMITED"],
  },
  {
    method: "POST",
    path: "/api/auth/invitations/{token}/accept",
    operationId: "acceptInvitation",
    summary: "Accept an invitation",
    description:
      "Signed in with the invited e-mail: an empty body (403 INVITATION_FOR_ANOTHER_ACCOUNT for another account). " +
      "Otherwise `fullName` and `password` create the account, its e-mail confirmed by the link (409 SIGN_IN_TO_ACCEPT " +
      `when the e-mail already has an account). Single use; 400 TOKEN_INVALID after. ${THROTTLED}`,
    tag: "Account",
    auth: "none",
    params: invitationTokenParams,
    body: acceptInvitationBody,
    response: acceptInvitationResponse,
    errors: [403, 409, 429],
    reasons: ["TOKEN_INVALID", "INVITATION_FOR_ANOTHER_ACCOUNT", "SIGN_IN_TO_ACCEPT", "RATE_LIMITED"],
  },
  {
    method: "GET",
    path: "/api/auth/profile",
    operationId: "getProfile",
    summary: "The caller's profile",
    tag: "Account",
    response: profileSchema,
  },
  {
    method: "PUT",
    path: "/api/auth/profile",
    operationId: "updateProfile",
    summary: "Change name, language and time zone",
    tag: "Account",
    body: updateProfileBody,
    response: profileSchema,
  },
  {
    method: "PUT",
    path: "/api/auth/profile/password",
    operationId: "changePassword",
    summary: "Change the password",
    description: "Needs the current password (400 WRONG_PASSWORD). Every other session of the account ends.",
    tag: "Account",
    body: changePasswordBody,
    response: profileSchema,
    errors: [429],
    reasons: ["WRONG_PASSWORD"],
  },
  {
    method: "GET",
    path: "/api/auth/sessions",
    operationId: "listSessions",
    summary: "The caller's signed-in console sessions",
    tag: "Account",
    response: sessionListSchema,
  },
  {
    method: "DELETE",
    path: "/api/auth/sessions",
    operationId: "signOutEverywhere",
    summary: "Sign out everywhere",
    description: "Every console session of the caller ends at once, this one included.",
    tag: "Account",
    response: z.object({ sessionsEnded: z.number().int() }).describe("SignOutEverywhereResult"),
  },
];
